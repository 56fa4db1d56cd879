import { BookOpen, Crown, Drama, History, MessageCircle, User } from "lucide-react";

export const sidebarItems = [
  { href: "/", label: "Chat Coach", icon: MessageCircle },
  { href: "/library", label: "Library", icon: BookOpen },
  { href: "/history", label: "Chat History", icon: History },
  { href: "/practice", label: "Practice", icon: Drama },
  { href: "/profile", label: "Profile", icon: User },
  { href: "/subscribe", label: "Subscription", icon: Crown },
] as const;

/** Profile and Practice live only in the desktop sidebar (and the slide-out menu). */
export const bottomBarItems = [
  { href: "/", label: "Chat", icon: MessageCircle },
  { href: "/library", label: "Library", icon: BookOpen },
  { href: "/history", label: "History", icon: History },
  { href: "/subscribe", label: "Premium", icon: Crown },
] as const;
