import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

import { App } from "./app";
import "./styles.css";

// German browsers get the kit's German strings; everyone else never downloads them.
const messages = navigator.language.startsWith("de") ? (await import("./german-messages")).de : undefined;

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App messages={messages} />
  </StrictMode>,
);
