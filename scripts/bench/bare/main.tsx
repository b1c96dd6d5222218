// The bare page of our stack that the benchmark compares the site against: React, React Router,
// TanStack Query and react-toastify, doing nothing but rendering one heading.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider, createBrowserRouter } from "react-router";
import { ToastContainer } from "react-toastify";
import "react-toastify/dist/ReactToastify.css";

const router = createBrowserRouter([{ path: "*", element: <h1>Bare page</h1> }]);
const queryClient = new QueryClient();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastContainer position="top-right" autoClose={5000} />
    </QueryClientProvider>
  </StrictMode>,
);
