import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: "src/web",
  plugins: [react(), tailwindcss()],
  // WEB_ROOT lets a second build live beside dist/web (the server reads the same variable).
  // The manifest tells the prerender (scripts/prerender.ts) which chunks each page needs.
  build: { outDir: process.env.WEB_ROOT ?? "../../dist/web", emptyOutDir: true, manifest: true },
  server: { proxy: { "/api": "http://localhost:5000" } },
});
