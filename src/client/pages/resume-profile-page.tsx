// /resumes/:id: an original resume's profile, opened by "View" on the dashboard's Original Resumes tab.
import { ResumeProfileView } from '../features/profile-editor/resume-profile-view.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

export function ResumeProfilePage({ id }: { id: string }) {
  usePageTitle('Your Resume');
  const resumeId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <ResumeProfileView key={resumeId} resumeId={resumeId} />
    </div>
  );
}
