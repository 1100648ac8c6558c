import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";

import { useControllableState } from "./use-controllable-state";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

test("uncontrolled: defaultValue seeds the state, a change updates it and is heard once", () => {
  const onChange = vi.fn();
  const { result } = renderHook(() => useControllableState({ value: undefined, defaultValue: 1, onChange }));
  expect(result.current[0]).toBe(1);
  act(() => result.current[1](2));
  expect(result.current[0]).toBe(2);
  expect(onChange).toHaveBeenCalledExactlyOnceWith(2);
  act(() => result.current[1](2));
  expect(onChange).toHaveBeenCalledTimes(1);
});

test("controlled: the value wins, a change is only reported, and the value already shown is no change", () => {
  const onChange = vi.fn();
  const { result, rerender } = renderHook(
    ({ value }: { value: string }) => useControllableState({ value, defaultValue: "a", onChange }),
    { initialProps: { value: "b" } },
  );
  expect(result.current[0]).toBe("b");
  act(() => result.current[1]("c"));
  expect(result.current[0]).toBe("b");
  expect(onChange).toHaveBeenCalledExactlyOnceWith("c");
  act(() => result.current[1]("b"));
  expect(onChange).toHaveBeenCalledTimes(1);
  rerender({ value: "c" });
  expect(result.current[0]).toBe("c");
});

test("warns, naming the caller and prop, when a component switches between controlled and not", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const { rerender } = renderHook(
    ({ value }: { value: number | undefined }) =>
      useControllableState({
        value,
        defaultValue: 1,
        onChange: undefined,
        caller: "RecordTable",
        prop: "page",
      }),
    { initialProps: { value: undefined as number | undefined } },
  );
  expect(warn).not.toHaveBeenCalled();
  rerender({ value: 3 });
  expect(warn).toHaveBeenCalledExactlyOnceWith(
    "RecordTable: `page` switched from uncontrolled to controlled. Pass `page` always or never.",
  );
});
