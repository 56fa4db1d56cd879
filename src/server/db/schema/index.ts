export * from "./auth";
export * from "./billing";
export * from "./chat";
export * from "./contact";
export * from "./documents";
export * from "./guide";
export * from "./practice";
