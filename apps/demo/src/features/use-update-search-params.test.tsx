// @vitest-environment jsdom
import { act, render } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
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
