// The timeline's scrubber on its own, loaded once the first photos are in and the page is idle
// (photo-grid.tsx): nobody scrubs before the library shows, and the route's budget is spent on
// what draws the first photos.
export { ImageGridScrubber as default } from "@pocketkit/ui";
