import { createPocketkit } from "@pocketkit/client";
import { createPocketBaseMock } from "@pocketkit/client/msw";
import { PocketkitProvider, useList } from "@pocketkit/hooks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClient } from "@tanstack/react-query";
import { BaseAuthStore } from "pocketbase";
import { expect } from "storybook/test";

// How a connected component meets PocketBase in Storybook: an in-memory PocketBase served by msw,
// a Pocketkit client pointed at it, and the hooks as in an app. No server runs.
const MOCK_URL = "http://pocketbase.storybook.test";

const pocketbase = createPocketBaseMock({
  baseUrl: MOCK_URL,
  collections: {
    albums: { records: [{ name: "Coast" }, { name: "Mountains" }, { name: "City" }] },
  },
});

function AlbumList() {
  const { data, isPending } = useList("albums", { sort: "name" });
  if (isPending) return <p>Loading albums…</p>;
  return (
    <ul aria-label="Albums">
      {data?.items.map((album) => (
        <li key={album.id}>{album.name as string}</li>
      ))}
    </ul>
  );
}

const meta = {
  title: "Examples/Mocked PocketBase",
  component: AlbumList,
  beforeEach: ({ msw }) => {
    pocketbase.reset();
    msw.use(...pocketbase.handlers);
  },
  render: () => (
    <PocketkitProvider
      client={createPocketkit({ url: MOCK_URL, authStore: new BaseAuthStore() })}
      queryClient={new QueryClient()}
    >
      <AlbumList />
    </PocketkitProvider>
  ),
} satisfies Meta<typeof AlbumList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Albums: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole("list", { name: "Albums" });
    await expect(Array.from(list.querySelectorAll("li"), (item) => item.textContent)).toEqual([
      "City",
      "Coast",
      "Mountains",
    ]);
  },
};
