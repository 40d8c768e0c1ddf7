// Loaded (async, from <head>) only on pages that contain a widget: starts the
// rules engine as early as possible. hanafuda-runtime.js mounts the widgets.
import { startEngine } from "./engine-client.js";

startEngine().catch(() => {}); // each widget shows the failure itself
