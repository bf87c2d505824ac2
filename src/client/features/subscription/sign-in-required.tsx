import { Link } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';

/** Shown defensively when a subscription page renders without a signed-in user. */
export function SignInRequired({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardHeader>
          <CardTitle as="h1">Sign In Required</CardTitle>
          <CardDescription>{message}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link href="/auth">Sign In</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
