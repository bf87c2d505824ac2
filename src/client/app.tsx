import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Route, Switch } from 'wouter';
import { PageSpinner, ProtectedRoute } from './components/auth/protected-route.tsx';
import { SignInModalProvider } from './components/auth/sign-in-modal.tsx';
import { SiteLayout } from './components/layout/site-layout.tsx';
import { ToasterSlot } from './components/ui/toaster-slot.tsx';
import { createQueryClient } from './lib/api-client.ts';
import { lazyPage } from './lib/lazy-page.tsx';
import { HomePage } from './pages/home-page.tsx';

// Every page but the landing one loads on demand, so `/` fetches only what it shows (bench/bundle.ts).
const AdminRoute = lazy(() => import('./components/auth/admin-route.tsx').then((m) => ({ default: m.AdminRoute })));
// Guards that send a signed-out visitor to /auth wait for its code first, so /auth opens finished.
const AuthPage = lazyPage(() => import('./pages/auth-page.tsx').then((m) => m.AuthPage));
const LegalPage = lazy(() => import('./pages/legal-page.tsx').then((m) => ({ default: m.LegalPage })));
const NotFoundPage = lazy(() => import('./pages/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));
const GeneratorPage = lazy(() => import('./pages/generator-page.tsx').then((m) => ({ default: m.GeneratorPage })));
const CreateTailoredResumePage = lazy(() => import('./pages/create-tailored-resume-page.tsx').then((m) => ({ default: m.CreateTailoredResumePage })));
const DashboardPage = lazy(() => import('./pages/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })));
const SubscriptionPage = lazy(() => import('./pages/subscription-page.tsx').then((m) => ({ default: m.SubscriptionPage })));
const SubscriptionManagePage = lazy(() => import('./pages/subscription-manage-page.tsx').then((m) => ({ default: m.SubscriptionManagePage })));
const SubscriptionSuccessPage = lazy(() => import('./pages/subscription-success-page.tsx').then((m) => ({ default: m.SubscriptionSuccessPage })));
const AdminPage = lazy(() => import('./pages/admin-page.tsx').then((m) => ({ default: m.AdminPage })));
const ExtensionPage = lazy(() => import('./pages/extension-page.tsx').then((m) => ({ default: m.ExtensionPage })));
const CreditsPage = lazy(() => import('./pages/credits-page.tsx').then((m) => ({ default: m.CreditsPage })));
const ResumeProfilePage = lazy(() => import('./pages/resume-profile-page.tsx').then((m) => ({ default: m.ResumeProfilePage })));
const GuidePage = lazy(() => import('./pages/guide-page.tsx').then((m) => ({ default: m.GuidePage })));

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path="/">
          <HomePage />
        </Route>
        <Route path="/auth">
          <AuthPage />
        </Route>
        <Route path="/generator">
          <GeneratorPage variant="generator" />
        </Route>
        <Route path="/create-cover-letter">
          <GeneratorPage variant="create" />
        </Route>
        <Route path="/create-tailored-resume">
          <CreateTailoredResumePage />
        </Route>
        <Route path="/dashboard">
          <ProtectedRoute beforeSignIn={AuthPage.preload}>
            <DashboardPage />
          </ProtectedRoute>
        </Route>
        <Route path="/resumes/:id">
          {(params) => (
            <ProtectedRoute beforeSignIn={AuthPage.preload}>
              <ResumeProfilePage id={params.id} />
            </ProtectedRoute>
          )}
        </Route>
        <Route path="/subscription">
          <ProtectedRoute beforeSignIn={AuthPage.preload}>
            <SubscriptionPage />
          </ProtectedRoute>
        </Route>
        <Route path="/subscription/manage">
          <ProtectedRoute beforeSignIn={AuthPage.preload}>
            <SubscriptionManagePage />
          </ProtectedRoute>
        </Route>
        <Route path="/subscription-success">
          <ProtectedRoute beforeSignIn={AuthPage.preload}>
            <SubscriptionSuccessPage />
          </ProtectedRoute>
        </Route>
        <Route path="/admin">
          <AdminRoute beforeSignIn={AuthPage.preload}>
            <AdminPage />
          </AdminRoute>
        </Route>
        <Route path="/tips/:slug">{(params) => <GuidePage key={`tips/${params.slug}`} section="tips" slug={params.slug} />}</Route>
        <Route path="/resources/:slug">{(params) => <GuidePage key={`resources/${params.slug}`} section="resources" slug={params.slug} />}</Route>
        <Route path="/extension">
          <ExtensionPage />
        </Route>
        <Route path="/privacy">
          <LegalPage kind="privacy" />
        </Route>
        <Route path="/terms">
          <LegalPage kind="terms" />
        </Route>
        <Route path="/credits">
          <CreditsPage />
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Each tooltip brings its own TooltipProvider, so the landing page does not load Radix Tooltip. */}
      <SignInModalProvider>
        <SiteLayout>
          <AppRoutes />
        </SiteLayout>
        <ToasterSlot />
      </SignInModalProvider>
    </QueryClientProvider>
  );
}
