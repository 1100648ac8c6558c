// @vitest-environment jsdom
import { act, render } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { expect, test } from "vitest";

import { useUpdateSearchParams } from "./use-update-search-params";

test("two updates before the page draws again both land (a debounced search right after an album pick)", async () => {
  let update!: ReturnType<typeof useUpdateSearchParams>;
  let search = "";
  function Probe() {
    update = useUpdateSearchParams();
    search = useLocation().search;
    return null;
  }
  render(
    <MemoryRouter initialEntries={["/?q=harbour"]}>
      <Probe />
    </MemoryRouter>,
  );

  act(() => {
    update({ album: "coast" });
    update({ q: "" });
  });

  expect(Object.fromEntries(new URLSearchParams(search))).toEqual({ album: "coast" });
});

test("a page that is no longer the one in the address bar leaves the URL alone (a search landing as a photo opens)", () => {
  let update!: ReturnType<typeof useUpdateSearchParams>;
  let url = "";
  function Library() {
    update = useUpdateSearchParams();
    return null;
  }
  function Address() {
    const location = useLocation();
    url = location.pathname + location.search;
    return null;
  }
  // As routes.tsx draws a page under the viewer: the library at its own location, the viewer's
  // URL in the router and in the window.
  const library = { pathname: "/", search: "?q=harbour", hash: "", state: null, key: "library" };
  const tree = (
    <MemoryRouter initialEntries={["/images/abc"]}>
      <Routes location={library}>
        <Route index element={<Library />} />
      </Routes>
      <Address />
    </MemoryRouter>
  );
  window.history.replaceState(null, "", "/images/abc");
  try {
    render(tree);
    act(() => update({ q: "" }));
    expect(url).toBe("/images/abc");

    // Once the window shows the library again, the same update lands.
    window.history.replaceState(null, "", "/?q=harbour");
    act(() => update({ q: "" }));
    expect(url).toBe("/");
  } finally {
    window.history.replaceState(null, "", "/");
  }
});
