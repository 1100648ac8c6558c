import { PocketkitProvider, useAuth } from "@pocketkit/hooks";
import {
  AdminShell,
  BackupsPanel,
  CollectionBrowser,
  CronsTable,
  defaultAdminSections,
  LogsTable,
  SettingsForm,
  SignInForm,
  SuperusersTable,
  useMessages,
  type AdminRenderLink,
} from "@pocketkit/ui";
import { Link, Navigate, Route, Routes, useLocation, useNavigate, useParams } from "react-router";

import { pocketkit } from "../pocketkit";
import { useDocumentTitle } from "../layout/use-document-title";
import { adminPocketkit } from "./admin-client";

const renderLink: AdminRenderLink = (_section, { href, children, ...props }) => (
  <Link to={href ?? "/admin"} {...props}>
    {children}
  </Link>
);

/** `/admin/*`: the admin kit for superusers, from nothing but the packages' public API. */
export default function AdminApp() {
  return (
    <PocketkitProvider client={adminPocketkit}>
      <AdminRoutes />
    </PocketkitProvider>
  );
}

function AdminRoutes() {
  const { user, status } = useAuth();
  // This provider's session is the admin one; the record type registered for the app is the
  // Gallery's users, hence the plain string comparison.
  const superuser =
    status === "authenticated" && (user?.collectionName as string | undefined) === "_superusers";
  if (!superuser) return <AdminSignIn />;
  return (
    <Routes>
      <Route path="/" element={<Navigate to="collections" replace />} />
      <Route path="collections/:collection?" element={<AdminSection id="collections" />} />
      <Route path="logs" element={<AdminSection id="logs" />} />
      <Route path="backups" element={<AdminSection id="backups" />} />
      <Route path="settings" element={<AdminSection id="settings" />} />
      <Route path="crons" element={<AdminSection id="crons" />} />
      <Route path="superusers" element={<AdminSection id="superusers" />} />
      <Route path="*" element={<Navigate to="/admin/collections" replace />} />
    </Routes>
  );
}

const titles: Record<string, string> = {
  collections: "Collections",
  logs: "Logs",
  backups: "Backups",
  settings: "Settings",
  crons: "Crons",
  superusers: "Superusers",
};

function AdminSection({ id }: { id: string }) {
  useDocumentTitle(`${titles[id]} · Admin`);
  const t = useMessages();
  const navigate = useNavigate();
  const params = useParams();
  return (
    <AdminShell
      title="Pocketkit Gallery admin"
      current={id}
      renderLink={renderLink}
      sections={defaultAdminSections(t, (section) => `/admin/${section}`)}
      onSignOut={() => navigate("/admin", { replace: true })}
    >
      <h1 className="pk:sr-only">{titles[id]}</h1>
      {id === "collections" ? (
        <CollectionBrowser
          current={params.collection}
          onCollectionChange={(name: string) => navigate(`/admin/collections/${name}`)}
        />
      ) : id === "logs" ? (
        // LogsTable draws its requests-over-time chart itself, following its filters.
        <LogsTable />
      ) : id === "backups" ? (
        <BackupsPanel />
      ) : id === "settings" ? (
        <SettingsForm />
      ) : id === "crons" ? (
        <CronsTable />
      ) : (
        <SuperusersTable />
      )}
    </AdminShell>
  );
}

/**
 * Superuser sign-in. Someone signed in to the Gallery as an ordinary user is told why they
 * can't go further with that account, instead of meeting a form that silently refuses them.
 */
function AdminSignIn() {
  useDocumentTitle("Admin sign-in");
  const location = useLocation();
  const galleryUser = pocketkit.auth.getSnapshot().user;
  return (
    <div className="pk:flex pk:min-h-dvh pk:flex-col pk:items-center pk:justify-center pk:gap-6 pk:p-4">
      <header>
        <h1 className="pk:m-0 pk:text-lg pk:font-semibold">Pocketkit Gallery admin</h1>
      </header>
      <main className="pk:grid pk:w-full pk:max-w-sm pk:gap-4 pk:rounded-lg pk:border pk:border-solid pk:border-border pk:p-6 pk:shadow-sm">
        {galleryUser ? (
          <div role="alert" className="pk:grid pk:gap-2 pk:rounded-md pk:bg-muted pk:p-3 pk:text-sm">
            <p className="pk:m-0 pk:font-medium">The admin area is for superusers only.</p>
            <p className="pk:m-0">
              You're signed in to the Gallery as {String(galleryUser.email)}, which is an ordinary account: it
              can't open the admin area. Sign in below with a superuser account, or{" "}
              <Link to="/" className="pk:text-primary pk:underline pk:underline-offset-4">
                go back to your library
              </Link>
              .
            </p>
          </div>
        ) : null}
        <SignInForm collection="_superusers" title="Superuser sign-in" key={location.pathname} />
      </main>
    </div>
  );
}
