import type { AuthLinkProps } from "@pocketkit/ui";
import { Link } from "react-router";

/** The kit's links (sign-up, forgot password, …) as router links: no full page load. */
export function renderRouterLink({ href, children, ...props }: AuthLinkProps) {
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}
