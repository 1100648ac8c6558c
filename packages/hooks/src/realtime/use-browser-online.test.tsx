// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it, vi } from "vitest";

import { useBrowserOnline } from "./use-browser-online";

afterEach(() => vi.restoreAllMocks());

function goOffline(offline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(!offline);
  window.dispatchEvent(new Event(offline ? "offline" : "online"));
}

it("follows the browser's online and offline events", () => {
  const { result } = renderHook(() => useBrowserOnline());
  expect(result.current).toBe(true);

  act(() => goOffline(true));
  expect(result.current).toBe(false);

  act(() => goOffline(false));
  expect(result.current).toBe(true);
});

it("stops listening when unmounted", () => {
  const removed = vi.spyOn(window, "removeEventListener");
  const { unmount } = renderHook(() => useBrowserOnline());
  unmount();
  expect(removed.mock.calls.map(([type]) => type)).toEqual(expect.arrayContaining(["online", "offline"]));
});

it("renders as online on the server, where no browser can say otherwise", () => {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  function Probe() {
    return <>{String(useBrowserOnline())}</>;
  }
  expect(renderToString(<Probe />)).toBe("true");
});
