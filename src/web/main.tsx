import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Toaster } from "sonner";
import { AppRouter } from "./app/router";
import { createQueryClient } from "./lib/query-client";
import "./styles.css";

const queryClient = createQueryClient();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <Toaster visibleToasts={1} position="top-center" richColors closeButton />
    </QueryClientProvider>
  </StrictMode>,
);
