// Placeholder slot for the cover letter generator form embedded on the landing page.
// The cover-letter engineer replaces this file (keep the file name and the `GeneratorFormSlot` export).
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';

export function GeneratorFormSlot() {
  return (
    <Card className="mx-auto w-full max-w-3xl" data-testid="generator-form-slot">
      <CardHeader>
        <CardTitle as="h2">Create Your Perfect Cover Letter</CardTitle>
        <CardDescription>Our AI crafts a personalised cover letter from your resume and the job description in seconds.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-slate-600">Coming soon</p>
      </CardContent>
    </Card>
  );
}
