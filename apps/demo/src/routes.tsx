import { createBrowserRouter } from "react-router";

import { AppLayout } from "./layout/app-layout";
import { AuthLayout } from "./layout/auth-layout";
import { RequireUser } from "./layout/require-user";
import { RouteError } from "./layout/route-error";
import type * as AuthPages from "./pages/auth-pages";

// Every page is loaded when first opened: the library does not carry the sign-in forms, the
// settings or the admin kit, and the sign-in page does not carry the library.
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});
const authPage = (name: keyof typeof AuthPages) => async () => ({
  Component: (await import("./pages/auth-pages"))[name],
});

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      {
        Component: AuthLayout,
        children: [
          { path: "/sign-in", lazy: authPage("SignInPage") },
          { path: "/sign-up", lazy: authPage("SignUpPage") },
          { path: "/forgot-password", lazy: authPage("ForgotPasswordPage") },
          { path: "/reset-password", lazy: authPage("ResetPasswordPage") },
          { path: "/verify-email", lazy: authPage("VerifyEmailPage") },
          { path: "/confirm-email-change", lazy: authPage("ConfirmEmailChangePage") },
        ],
      },
      {
        element: (
          <RequireUser>
            <AppLayout />
          </RequireUser>
        ),
        children: [
          { index: true, lazy: lazyPage(() => import("./pages/library-page")) },
          { path: "/albums", lazy: lazyPage(() => import("./pages/albums-page")) },
          { path: "/albums/:albumId", lazy: lazyPage(() => import("./pages/album-page")) },
          { path: "/images/:imageId", lazy: lazyPage(() => import("./pages/image-page")) },
          { path: "/settings", lazy: lazyPage(() => import("./pages/settings-page")) },
        ],
      },
      { path: "/admin/*", lazy: lazyPage(() => import("./admin/admin-app")) },
      { path: "*", lazy: lazyPage(() => import("./pages/not-found-page")) },
    ],
  },
]);
