// One Storybook for the whole workspace (DESIGN §6), framework @storybook/react-vite, stories
// beside the components. A skeleton until the ui package has components to show (issue 5):
// Storybook, its addons and msw are installed then, with `pnpm storybook` and
// `pnpm build-storybook` wired to this folder.
const config = {
  framework: "@storybook/react-vite",
  stories: ["../packages/ui/src/**/*.stories.@(ts|tsx)"],
  addons: [],
};

export default config;
