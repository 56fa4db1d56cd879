export * from "./auth";
export * from "./chat";
export * from "./documents";
export * from "./guide";
export * from "./billing";
export * from "./contact";
export * from "./practice";
