import { Link } from "react-router";

import { useDocumentTitle } from "../layout/use-document-title";

export default function NotFoundPage() {
  useDocumentTitle("Not found");
  return (
    <main className="pk:mx-auto pk:grid pk:max-w-md pk:gap-4 pk:p-8">
      <h1 className="pk:m-0 pk:text-xl pk:font-semibold">This page doesn't exist</h1>
      <p className="pk:m-0">
        <Link to="/" className="pk:text-primary pk:underline pk:underline-offset-4">
          Back to the library
        </Link>
      </p>
    </main>
  );
}
