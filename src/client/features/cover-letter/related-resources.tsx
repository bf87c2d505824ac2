import { BookOpen, Compass } from 'lucide-react';
import { Link } from 'wouter';
import { GUIDES, guidePath } from '../../content/guides/guides.ts';

/** 'Related Resources' on /create-cover-letter: the ten tip and resource guides. */
export function RelatedResources() {
  const groups = [
    { title: 'Cover Letter Tips', icon: BookOpen, items: GUIDES.filter((g) => g.section === 'tips') },
    { title: 'Career Resources', icon: Compass, items: GUIDES.filter((g) => g.section === 'resources') },
  ];
  return (
    <section aria-labelledby="related-resources" className="mt-12" data-testid="related-resources">
      <h2 id="related-resources" className="text-2xl font-bold tracking-tight text-slate-900">
        Related Resources
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {groups.map((group) => (
          <div key={group.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
              <group.icon className="size-4 text-indigo-600" aria-hidden="true" />
              {group.title}
            </h3>
            <ul className="mt-3 space-y-3">
              {group.items.map((g) => (
                <li key={g.slug}>
                  <Link href={guidePath(g)} className="font-medium text-indigo-700 underline-offset-2 hover:underline">
                    {g.title}
                  </Link>
                  <p className="text-sm text-slate-600">{g.summary}</p>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
