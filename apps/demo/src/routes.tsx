import { createBrowserRouter } from "react-router";

import { AppLayout } from "./layout/app-layout";
import { AuthLayout } from "./layout/auth-layout";
import { RequireUser } from "./layout/require-user";
import { RouteError } from "./layout/route-error";
import {
  ConfirmEmailChangePage,
  ForgotPasswordPage,
  ResetPasswordPage,
  SignInPage,
  SignUpPage,
  VerifyEmailPage,
} from "./pages/auth-pages";

// Pages a signed-out visitor never needs are loaded when first opened.
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      {
        Component: AuthLayout,
        children: [
          { path: "/sign-in", Component: SignInPage },
          { path: "/sign-up", Component: SignUpPage },
          { path: "/forgot-password", Component: ForgotPasswordPage },
          { path: "/reset-password", Component: ResetPasswordPage },
          { path: "/verify-email", Component: VerifyEmailPage },
          { path: "/confirm-email-change", Component: ConfirmEmailChangePage },
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
