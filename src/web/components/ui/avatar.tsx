import { initials } from "../../../shared/user";

type Props = {
  user: { firstName: string | null; lastName: string | null; profileImageUrl: string | null };
  size?: "sm" | "lg";
};

/** The user's photo, or their initials when there is none. */
export function Avatar({ user, size = "sm" }: Props) {
  const box = size === "lg" ? "h-16 w-16 text-xl" : "h-10 w-10 text-sm";
  if (user.profileImageUrl) {
    return <img src={user.profileImageUrl} alt="" className={`${box} rounded-full object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700`}
    >
      {initials(user)}
    </span>
  );
}
