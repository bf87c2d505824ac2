import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent className="grid gap-4 p-6">
          <div className="flex items-center gap-3">
            <AlertCircle className="size-8 shrink-0 text-red-600" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-slate-600">Did you forget to add the page to the router?</p>
          <Button asChild variant="outline" className="w-fit">
            <Link href="/">Back to home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
