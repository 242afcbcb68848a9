import { AUTH_MESSAGES, decideRoute, HOME_PATH, PATHS, remoteForPath } from '@qmj/contracts';
import { loadOnce, useSession } from '@qmj/web-kit';
import { Navigate, Outlet, Route, Routes, useLocation } from '@qmj/web-kit/router';
import { ErrorState, Loading, NotFoundPage } from '@qmj/web-kit/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { usePageViewBeacon } from './analytics/use-page-view-beacon';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { Notice, type NoticeState } from './layout/notice';
import { SHELL_MESSAGES } from './messages';
import { HomePage } from './pages/home';
import { useRemotes } from './remotes/registry';
import { RemoteApp } from './remotes/remote-app';

// Pages a visitor rarely opens, and the administrator's frame, load on demand, keeping the shell's first render small.
const AdminLayout = lazy(() => import('./layout/admin-layout').then((layout) => ({ default: layout.AdminLayout })));
const AboutPage = lazy(() => import('./pages/about').then((page) => ({ default: page.AboutPage })));
const BlogPage = lazy(() => import('./pages/blog').then((page) => ({ default: page.BlogPage })));
const ChatbotPage = lazy(() => import('./pages/chatbot').then((page) => ({ default: page.ChatbotPage })));
const ContactsPage = lazy(() => import('./pages/contacts').then((page) => ({ default: page.ContactsPage })));
const ForgotPasswordPage = lazy(() =>
  import('./pages/forgot-password').then((page) => ({ default: page.ForgotPasswordPage })),
);
const GalleryPage = lazy(() => import('./pages/gallery').then((page) => ({ default: page.GalleryPage })));
const RegisterPage = lazy(() => import('./pages/register').then((page) => ({ default: page.RegisterPage })));
const ServicesPage = lazy(() => import('./pages/services').then((page) => ({ default: page.ServicesPage })));

// The landing page and its login form (react-hook-form) are a visitor's: a signed-in page's scripts carry neither.
type LandingModule = typeof import('./pages/landing');
let landingModule: LandingModule | null = null;

/**
 * The landing page's code, kept once loaded. The page's early script preloads it for a visitor, and the entry asks
 * for it with the shell's first render (docs/serving.md#what-loads-when).
 */
export const loadLandingPage = loadOnce(() =>
  import(/* webpackChunkName: "landing" */ './pages/landing').then((module) => {
    landingModule = module;
    return module;
  }),
);

/** Drawn when its code has arrived, as a state update rather than a suspended lazy component (./remotes/remote-app). */
function LandingRoute() {
  const [landing, setLanding] = useState(landingModule);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!landing && !failed) loadLandingPage().then(setLanding, () => setFailed(true));
  }, [landing, failed]);
  if (failed)
    return <ErrorState className="m-4" message={SHELL_MESSAGES.pageFailed} onRetry={() => setFailed(false)} />;
  return landing ? <landing.LandingPage /> : <Loading />;
}

/** The guard (decideRoute from contracts) on every location, then the frame for the user's role. */
function RootLayout() {
  const location = useLocation();
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);
  const exitReason = useSession((s) => s.exitReason);
  const clearExitReason = useSession((s) => s.clearExitReason);
  usePageViewBeacon();

  useEffect(() => {
    if (exitReason && location.pathname === PATHS.landing) clearExitReason();
  }, [exitReason, location.pathname, clearExitReason]);

  if (status === 'restoring') return <Loading className="vh-100 align-items-center" />;

  const decision = decideRoute(location.pathname, user);
  let page = <Outlet />;
  if (decision.kind === 'redirect') {
    let message = decision.message;
    if (!user && exitReason === 'logout') message = undefined;
    if (!user && exitReason === 'expired') message = AUTH_MESSAGES.sessionExpired;
    const state: NoticeState | null = message ? { notice: message } : null;
    // Drawn inside the frame of the user's role: a sign-in's first frame is the signed-in header, not a blank page.
    page = <Navigate to={decision.to} replace state={state} />;
  }

  if (user?.role === 'admin') {
    return (
      <Suspense fallback={<Loading className="vh-100 align-items-center" />}>
        <AdminLayout username={user.username}>
          <Notice />
          <Suspense fallback={<Loading />}>{page}</Suspense>
        </AdminLayout>
      </Suspense>
    );
  }
  return (
    <div className="d-flex flex-column min-vh-100">
      <Header />
      {/* A screen tall at least, so that the footer starts below the fold and a page filling in never pushes it down in view (docs/serving.md#what-loads-when). */}
      <main className="flex-grow-1 min-vh-100">
        <Notice />
        <Suspense fallback={<Loading />}>{page}</Suspense>
      </main>
      <Footer />
    </div>
  );
}

/** Any other path: the remote whose paths (from /remotes.json) match, else a 404 page. */
function RemoteRoute() {
  const { pathname } = useLocation();
  const status = useRemotes((s) => s.status);
  const remotes = useRemotes((s) => s.remotes);
  if (status === 'loading') return <Loading />;
  const remote = remoteForPath(remotes, pathname);
  if (!remote) return <NotFoundPage />;
  return <RemoteApp key={remote.name} name={remote.name} />;
}

export default function App() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={PATHS.landing} element={<LandingRoute />} />
        <Route path={PATHS.register} element={<RegisterPage />} />
        <Route path={PATHS.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={PATHS.gallery} element={<GalleryPage />} />
        <Route path={PATHS.home} element={<HomePage />} />
        <Route path={PATHS.about} element={<AboutPage />} />
        <Route path={PATHS.contacts} element={<ContactsPage />} />
        <Route path={PATHS.services} element={<ServicesPage />} />
        <Route path={PATHS.blog} element={<BlogPage />} />
        <Route path={PATHS.chatbot} element={<ChatbotPage />} />
        {/* The guard sends an administrator on to the dashboard and anyone else away. */}
        <Route path={PATHS.admin} element={<Navigate to={HOME_PATH.admin} replace />} />
        <Route path="*" element={<RemoteRoute />} />
      </Route>
    </Routes>
  );
}
