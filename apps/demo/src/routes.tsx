import { useAuth } from "@pocketkit/hooks";
import { lazy, Suspense, type ReactNode } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { Route, Routes, useLocation } from "react-router";

import { AppLayout } from "./layout/app-layout";
import { AuthLayout } from "./layout/auth-layout";
import { RequireUser } from "./layout/require-user";
import { RouteError } from "./layout/route-error";
import { readViewerState } from "./features/photo-list";
import type * as AuthPages from "./pages/auth-pages";

// Every page is loaded when first opened: the library does not carry the sign-in forms, the
// settings or the admin kit, and the sign-in page does not carry the library. Navigations run
// in a transition, so the page being left stays on screen until the next one's code is here.
const authPage = (name: keyof typeof AuthPages) =>
  lazy(async () => ({ default: (await import("./pages/auth-pages"))[name] }));
const SignInPage = authPage("SignInPage");
const SignUpPage = authPage("SignUpPage");
const ForgotPasswordPage = authPage("ForgotPasswordPage");
const ResetPasswordPage = authPage("ResetPasswordPage");
const VerifyEmailPage = authPage("VerifyEmailPage");
const ConfirmEmailChangePage = authPage("ConfirmEmailChangePage");
const LibraryPage = lazy(() => import("./pages/library-page"));
const FavoritesPage = lazy(() => import("./pages/favorites-page"));
const AlbumsPage = lazy(() => import("./pages/albums-page"));
const AlbumPage = lazy(() => import("./pages/album-page"));
// The map's code, its clustering and projection come with this page, and the country shapes
// after it: the library carries none of them.
const MapPage = lazy(() => import("./pages/map-page"));
const ImagePage = lazy(() => import("./pages/image-page"));
const SettingsPage = lazy(() => import("./pages/settings-page"));
const TrashPage = lazy(() => import("./pages/trash-page"));
const SharePage = lazy(() => import("./pages/share-page"));
const AdminApp = lazy(() => import("./admin/admin-app"));
const NotFoundPage = lazy(() => import("./pages/not-found-page"));

/**
 * The Gallery's pages. Declared as elements (React Router's declarative mode) rather than with
 * its data router: the Gallery loads its data through TanStack Query, not route loaders, and
 * the data router would add about 16 KB to every page.
 */
export function AppRoutes() {
  const location = useLocation();
  // A photo opened from a grid is drawn over that grid's page, which stays as it was (its
  // scroll, its selection); opened from a link, over the library's frame.
  const background = readViewerState(location.state)?.background;
  return (
    // A page that fails to load or draw says so; moving to another page tries again.
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[location.pathname]}>
      <Suspense fallback={null}>
        <Routes location={background ?? location}>
          <Route element={<AuthLayout />}>
            <Route path="/sign-in" element={<SignInPage />} />
            <Route path="/sign-up" element={<SignUpPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
            <Route path="/verify-email" element={<VerifyEmailPage />} />
            <Route path="/confirm-email-change" element={<ConfirmEmailChangePage />} />
          </Route>
          <Route
            element={
              <RequireUser>
                <AppLayout />
              </RequireUser>
            }
          >
            <Route index element={<LibraryPage />} />
            <Route path="/favorites" element={<FavoritesPage />} />
            <Route path="/albums" element={<AlbumsPage />} />
            <Route path="/albums/:albumId" element={<AlbumPage />} />
            <Route path="/map" element={<MapPage />} />
            <Route path="/images/:imageId" element={<ImagePage />} />
            <Route path="/settings" element={<SettingsPage />} />
            <Route path="/trash" element={<TrashPage />} />
          </Route>
          {/* What a share link opens: for anyone, signed in or not, with nothing of the app around it. */}
          <Route path="/s/:slug" element={<SharePage />} />
          <Route path="/admin/*" element={<AdminApp />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
        {background && (
          <Routes>
            <Route
              path="/images/:imageId"
              element={
                <SignedInOnly>
                  <ImagePage />
                </SignedInOnly>
              }
            />
          </Routes>
        )}
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The viewer over a page: drawn for a signed-in user only. Anyone else is sent to sign-in by the
 * page underneath (its RequireUser), once; a second guard here would send them twice.
 */
function SignedInOnly({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  return status === "authenticated" && user?.verified ? children : null;
}
