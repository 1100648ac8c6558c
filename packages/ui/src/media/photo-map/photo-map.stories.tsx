import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import type { RecordModel } from "pocketbase";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { createStoryPocketBase, STORY_POCKETBASE_URL, StoryPocketkit } from "@pocketkit/testkit/story";
import { ImageGridView } from "../image-grid-view";
import { imagesWithPreviewSchema, makePng, pngUrl } from "../story-helpers";
import { PhotoMap } from "./photo-map";
import type { PhotoMapPoint } from "./photo-map-point";
import { crowdOfPoints, samplePoints } from "./photo-map-story-points";
import { PhotoMapView, type PhotoMapViewProps } from "./photo-map-view";

/** Gives each point one of the drawn pictures, unless it has its own. */
const withPictures = (points: readonly PhotoMapPoint[], urls: string[]) =>
  points.map((point, index) => ({ src: urls[index % urls.length], ...point }));

const meta = {
  title: "Media/PhotoMap",
  component: PhotoMapView,
  args: { points: samplePoints, onOpen: fn(), onOpenCluster: fn(), onViewportChange: fn() },
  loaders: [
    async () => ({ urls: await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map((seed) => pngUrl(seed, 120, 120))) }),
  ],
  render: (args, { loaded }) => (
    <PhotoMapView
      {...args}
      points={withPictures(args.points, loaded.urls as string[])}
      style={{ height: 480 }}
    />
  ),
} satisfies Meta<typeof PhotoMapView>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOADED = { timeout: 5000 };

const mapOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="photo-map"]')!;
const zoomOf = (canvasElement: HTMLElement) => Number(mapOf(canvasElement).dataset.zoom);
const markersOf = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('[data-slot="photo-map-marker"]'),
];
const photosShown = (canvasElement: HTMLElement) =>
  markersOf(canvasElement).reduce((sum, marker) => sum + Number(marker.dataset.count), 0);

/** The countries have arrived and named the markers ("… in Finland"). */
const countriesNamed = (canvasElement: HTMLElement) =>
  waitFor(
    () =>
      expect(
        markersOf(canvasElement).some((marker) => / in /.test(marker.getAttribute("aria-label") ?? "")),
      ).toBe(true),
    LOADED,
  );

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("region", { name: "Map of photos" })).toBeVisible();
    // Fitted to the photos: all twenty on the map at first, grouped where they crowd.
    await waitFor(() => expect(photosShown(canvasElement)).toBe(20), LOADED);
    await expect(markersOf(canvasElement).length).toBeLessThan(20);
    await countriesNamed(canvasElement);
    // The land is drawn.
    await waitFor(() => expect(canvasElement.querySelector("svg path")).not.toBeNull(), LOADED);
  },
};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole("region", { name: "Map of photos" })).toBeVisible();
    // Fitted to the photos: all twenty on the map at first, grouped where they crowd.
    await waitFor(() => expect(photosShown(canvasElement)).toBe(20), LOADED);
    await expect(markersOf(canvasElement).length).toBeLessThan(20);
    await countriesNamed(canvasElement);
    // The land is drawn.
    await waitFor(() => expect(canvasElement.querySelector("svg path")).not.toBeNull(), LOADED);

    // The keyboard: the map first (arrows pan, + and − zoom, 0 shows all), then its markers.
    await userEvent.tab();
    const surface = canvas.getByRole("application", { name: "Map" });
    await expect(surface).toHaveFocus();
    await expect(surface).toHaveAccessibleDescription(/Arrow keys move the map/);
    const fitted = zoomOf(canvasElement);
    await userEvent.keyboard("+");
    await expect(zoomOf(canvasElement)).toBeCloseTo(fitted + 1, 2);
    await userEvent.keyboard("{ArrowRight}");
    await expect(args.onViewportChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ zoom: expect.closeTo(fitted + 1, 2) }),
    );
    await userEvent.keyboard("-");
    await expect(zoomOf(canvasElement)).toBeCloseTo(fitted, 2);
    await userEvent.keyboard("0");
    await waitFor(() => expect(photosShown(canvasElement)).toBe(20));

    // Tab reaches the markers, top to bottom; Enter opens a group with its photos' ids.
    await userEvent.tab();
    const first = markersOf(canvasElement)[0]!;
    await expect(first).toHaveFocus();
    const group = markersOf(canvasElement).find((marker) => Number(marker.dataset.count) > 1)!;
    group.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onOpenCluster).toHaveBeenCalledTimes(1);
    await expect(args.onOpenCluster).toHaveBeenCalledWith(
      expect.any(Array),
      group.getAttribute("aria-label"),
    );
    const [ids] = (args.onOpenCluster as ReturnType<typeof fn>).mock.lastCall as [string[]];
    await expect(ids).toHaveLength(Number(group.dataset.count));
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const KeyboardZoomKeepsTheFocus: Story = {
  args: { defaultViewport: { lon: 24, lat: 61, zoom: 5 } },
};

/** KeyboardZoomKeepsTheFocus, played: the steps a person takes from its first render, and what they lead to. */
export const KeyboardZoomKeepsTheFocusInteraction: Story = {
  ...KeyboardZoomKeepsTheFocus,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas, canvasElement }) => {
    // At zoom 5 Finland's four photos are one group.
    const finland = await canvas.findByRole("button", { name: "4 photos in Finland" }, LOADED);
    finland.focus();
    // + on a marker zooms about it; the group splits, and the focus goes to what it split into.
    await userEvent.keyboard("+");
    await expect(zoomOf(canvasElement)).toBeCloseTo(6, 2);
    await userEvent.keyboard("++");
    await waitFor(() => expect(canvas.queryByRole("button", { name: "4 photos in Finland" })).toBeNull());
    await expect(document.activeElement?.getAttribute("data-slot")).toBe("photo-map-marker");
    await expect(document.activeElement).toHaveAccessibleName(/Finland|Jetty|Midsummer|spruce|stands out/);
    // − brings the group back together.
    await userEvent.keyboard("---");
    await expect(await canvas.findByRole("button", { name: "4 photos in Finland" })).toBeVisible();
  },
};

export const ManyPhotos: Story = {
  args: { points: crowdOfPoints(3000), onOpenCluster: undefined },
  play: async ({ canvas, canvasElement }) => {
    // 3,000 photos in six cities: a handful of markers, never one per photo.
    await waitFor(() => expect(photosShown(canvasElement)).toBe(3000), LOADED);
    await expect(markersOf(canvasElement).length).toBeLessThanOrEqual(12);
    await countriesNamed(canvasElement);
    // Counts are written out in the badge and the name.
    await expect(canvas.getAllByRole("button", { name: /^500 photos in / }).length).toBeGreaterThan(0);
  },
};

/** ManyPhotos, played: the steps a person takes from its first render, and what they lead to. */
export const ManyPhotosInteraction: Story = {
  ...ManyPhotos,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas, canvasElement }) => {
    // 3,000 photos in six cities: a handful of markers, never one per photo.
    await waitFor(() => expect(photosShown(canvasElement)).toBe(3000), LOADED);
    await expect(markersOf(canvasElement).length).toBeLessThanOrEqual(12);
    await countriesNamed(canvasElement);
    // Counts are written out in the badge and the name.
    await expect(canvas.getAllByRole("button", { name: /^500 photos in / }).length).toBeGreaterThan(0);

    // The buttons zoom; at their limit they stay focusable and say they are unavailable.
    const zoomOut = canvas.getByRole("button", { name: "Zoom out" });
    await userEvent.click(zoomOut);
    await expect(zoomOut).toHaveAttribute("aria-disabled", "true");
    await expect(zoomOut).toHaveFocus();
    const before = zoomOf(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Zoom in" }));
    await expect(zoomOf(canvasElement)).toBeCloseTo(before + 1, 2);
    await expect(zoomOut).not.toHaveAttribute("aria-disabled");

    // Without onOpenCluster, a group zooms the map in until it splits.
    const group = markersOf(canvasElement).find((marker) => Number(marker.dataset.count) > 1)!;
    const zoom = zoomOf(canvasElement);
    await userEvent.click(group);
    await expect(zoomOf(canvasElement)).toBeGreaterThan(zoom);
  },
};

/** The map beside a panel with the photos of the group last opened, as an app would show them. */
function MapWithOpenGroup(props: PhotoMapViewProps) {
  const [opened, setOpened] = useState<{ ids: string[]; name: string }>();
  const byId = new Map(props.points.map((point) => [point.id, point]));
  return (
    <div style={{ display: "grid", gap: 16 }}>
      <PhotoMapView
        {...props}
        onOpenCluster={(ids, name) => {
          props.onOpenCluster?.(ids, name);
          setOpened({ ids, name });
        }}
      />
      {opened && (
        <section aria-label={opened.name}>
          <h2 style={{ margin: "0 0 8px", fontSize: 18 }}>{opened.name}</h2>
          <ImageGridView
            label={opened.name}
            minTileWidth="6rem"
            items={opened.ids.map((id) => ({ id, alt: byId.get(id)?.label ?? "", src: byId.get(id)?.src }))}
          />
        </section>
      )}
    </div>
  );
}

export const ClusterOpened: Story = {
  args: { defaultViewport: { lon: 24, lat: 61, zoom: 5 } },
  render: (args, { loaded }) => (
    <MapWithOpenGroup
      {...args}
      points={withPictures(args.points, loaded.urls as string[])}
      style={{ height: 360 }}
    />
  ),
};

/** ClusterOpened, played: the steps a person takes from its first render, and what they lead to. */
export const ClusterOpenedInteraction: Story = {
  ...ClusterOpened,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "4 photos in Finland" }, LOADED));
    await expect(args.onOpenCluster).toHaveBeenCalledWith(
      ["midsummer", "jetty", "stands-out", "spruce"],
      "4 photos in Finland",
    );
    const panel = canvas.getByRole("region", { name: "4 photos in Finland" });
    const grid = within(panel).getByRole("grid", { name: "4 photos in Finland" });
    await expect(within(grid).getAllByRole("button")).toHaveLength(4);
    await expect(within(grid).getByRole("button", { name: "Jetty in the fog" })).toBeVisible();
  },
};

export const OnePhotoOpens: Story = {
  args: { defaultViewport: { lon: 14.4, lat: 50.08, zoom: 7 } },
};

/** OnePhotoOpens, played: the steps a person takes from its first render, and what they lead to. */
export const OnePhotoOpensInteraction: Story = {
  ...OnePhotoOpens,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    // A photo without words is named by its country.
    await userEvent.click(await canvas.findByRole("button", { name: "Photo in Czechia" }, LOADED));
    await expect(args.onOpen).toHaveBeenCalledWith("petrin");
    // A drag that starts on a marker pans the map, and opens nothing.
    const marker = canvas.getByRole("button", { name: "Photo in Czechia" });
    const box = marker.getBoundingClientRect();
    const user = userEvent.setup();
    await user.pointer([
      { keys: "[MouseLeft>]", target: marker, coords: { clientX: box.x + 20, clientY: box.y + 20 } },
      { target: marker, coords: { clientX: box.x + 60, clientY: box.y + 50 } },
      { target: marker, coords: { clientX: box.x + 120, clientY: box.y + 80 } },
      { keys: "[/MouseLeft]", target: marker, coords: { clientX: box.x + 120, clientY: box.y + 80 } },
    ]);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(args.onViewportChange).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No photos with a place yet.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Show all photos" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Zoom in" })).toBeVisible();
    await expect(canvas.queryAllByRole("button", { name: /photo/i })).toHaveLength(0);
  },
};

export const Loading: Story = {
  args: { points: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading photos…");
    await expect(canvas.getByRole("region", { name: "Map of photos" })).toHaveAttribute("aria-busy", "true");
    // Not "no photos" while they are on their way.
    await expect(canvas.queryByText("No photos with a place yet.")).toBeNull();
  },
};

export const Dark: Story = {
  ...Default,
  globals: { theme: "dark" },
};

/** Dark, played as DefaultInteraction is. */
export const DarkInteraction: Story = {
  ...Dark,
  tags: ["!autodocs", "interaction"],
  play: DefaultInteraction.play,
};

export const German: Story = {
  args: { defaultViewport: { lon: 24, lat: 61, zoom: 5 } },
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Karte der Fotos" })).toBeVisible();
    await expect(await canvas.findByRole("button", { name: "4 Fotos in Finland" }, LOADED)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Vergrößern" })).toBeVisible();
  },
};

// Connected: records of `images` with a geoPoint `location`, their thumbs from the mocked
// PocketBase with a file token.

const pocketbase = createStoryPocketBase({
  collections: { images: { schema: imagesWithPreviewSchema } },
  users: [{ email: "ada@example.com", password: "correct horse", fields: { id: "storyuser000001" } }],
});
const thumbRequests: string[] = [];

const records = [
  ...samplePoints.map(
    (point, index) =>
      ({
        id: `maprecord${String(index).padStart(6, "0")}`,
        collectionId: "pk_images",
        collectionName: "images",
        file: `map_${index}.png`,
        title: point.label,
        alt: "",
        location: { lat: point.lat, lon: point.lon },
      }) as RecordModel,
  ),
  // No place: PocketBase's empty geoPoint.
  {
    id: "maprecordnoplace",
    collectionId: "pk_images",
    collectionName: "images",
    file: "map_none.png",
    title: "Screenshot",
    location: { lat: 0, lon: 0 },
  } as RecordModel,
];

export const FromRecords: Story = {
  beforeEach: async ({ msw }) => {
    pocketbase.reset();
    thumbRequests.length = 0;
    const pictures = await Promise.all(
      [0, 1, 2, 3, 4, 5, 6, 7].map((seed) => makePng(`${seed}.png`, { width: 100, height: 100, seed })),
    );
    msw.use(...pocketbase.handlers);
    msw.use(
      http.get(`${STORY_POCKETBASE_URL}/api/files/:collection/:id/:filename`, ({ params, request }) => {
        thumbRequests.push(new URL(request.url).search);
        const index = Number(/map_(\d+)/.exec(String(params.filename))?.[1] ?? 0);
        return new HttpResponse(pictures[index % pictures.length], {
          headers: { "content-type": "image/png" },
        });
      }),
      http.post(`${STORY_POCKETBASE_URL}/api/files/token`, () =>
        HttpResponse.json({ token: "mock-file-token" }),
      ),
    );
  },
  render: (args) => (
    <StoryPocketkit schema={{ images: imagesWithPreviewSchema }} signedInAs={pocketbase.records("users")[0]}>
      <PhotoMap
        records={records}
        onOpen={args.onOpen}
        onOpenCluster={args.onOpenCluster}
        defaultViewport={{ lon: 14.4, lat: 50.08, zoom: 7 }}
        style={{ height: 420 }}
      />
    </StoryPocketkit>
  ),
  play: async ({ canvas }) => {
    const petrin = await canvas.findByRole("button", { name: "Photo in Czechia" }, LOADED);
    // Its picture: the square thumb, with the file token.
    await waitFor(
      () => expect(petrin.querySelector('[data-slot="image"][data-state="loaded"]')).not.toBeNull(),
      LOADED,
    );
    await expect(petrin.querySelector("img")!.getAttribute("src")).toContain(
      "thumb=100x100&token=mock-file-token",
    );
  },
};

/** FromRecords, played: the steps a person takes from its first render, and what they lead to. */
export const FromRecordsInteraction: Story = {
  ...FromRecords,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas, canvasElement }) => {
    const petrin = await canvas.findByRole("button", { name: "Photo in Czechia" }, LOADED);
    // Its picture: the square thumb, with the file token.
    await waitFor(
      () => expect(petrin.querySelector('[data-slot="image"][data-state="loaded"]')).not.toBeNull(),
      LOADED,
    );
    await expect(petrin.querySelector("img")!.getAttribute("src")).toContain(
      "thumb=100x100&token=mock-file-token",
    );
    await userEvent.click(petrin);
    await expect(args.onOpen).toHaveBeenCalledWith("maprecord000018");
    // The record without a place is not on the map.
    await userEvent.keyboard("0");
    await waitFor(() => expect(photosShown(canvasElement)).toBe(20));
  },
};
