// @vitest-environment jsdom
import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, test } from "vitest";

import { useUpdateSearchParams } from "./use-update-search-params";

test("two updates before the page draws again both land (a debounced search right after an album pick)", async () => {
  let update!: ReturnType<typeof useUpdateSearchParams>;
  function Probe() {
    update = useUpdateSearchParams();
    return null;
  }
  const router = createMemoryRouter([{ path: "/", element: <Probe /> }], { initialEntries: ["/?q=harbour"] });
  render(<RouterProvider router={router} />);

  act(() => {
    update({ album: "coast" });
    update({ q: "" });
  });

  expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ album: "coast" });
});
