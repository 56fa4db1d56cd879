export * from "./auth";
export * from "./chat";
export * from "./guide";
