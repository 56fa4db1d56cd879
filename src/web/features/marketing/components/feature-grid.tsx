import { BookOpen, CircleCheck, MessageCircle, Sprout, Users, Zap } from "lucide-react";
import { InfoCard } from "./page-section";

const icon = "h-6 w-6";

/** The landing page's six features (names from the spec, descriptions that promise only what exists). */
const features = [
  {
    title: "Smart Conversations",
    icon: <MessageCircle className={icon} aria-hidden="true" />,
    text: "Describe what is happening in your own words. The coach answers your actual question, not a generic script, and asks when it needs more.",
  },
  {
    title: "Expert Knowledge",
    icon: <BookOpen className={icon} aria-hidden="true" />,
    text: "Advice draws on our dating guide: approaching someone, keeping a conversation going, online dating, first dates and what comes after.",
  },
  {
    title: "Real Success Stories",
    icon: <Users className={icon} aria-hidden="true" />,
    text: "Built around the situations people really bring: the first message, the nervous approach, the second date. Bring yours and work it through.",
  },
  {
    title: "Evidence-Based",
    icon: <CircleCheck className={icon} aria-hidden="true" />,
    text: "No pickup tricks or manipulation. The coach favours what works for both people: honesty, listening, clear plans and meeting in person soon.",
  },
  {
    title: "Instant Guidance",
    icon: <Zap className={icon} aria-hidden="true" />,
    text: "Ask before the date, on the walk over or at 2 a.m. Answers arrive in seconds, any day of the week.",
  },
  {
    title: "Personal Growth",
    icon: <Sprout className={icon} aria-hidden="true" />,
    text: "The coach remembers what you choose to share, so advice builds on your progress. You can see, edit or delete what it remembers.",
  },
];

export function FeatureGrid() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {features.map((feature) => (
        <InfoCard key={feature.title} title={feature.title} icon={feature.icon}>
          <p>{feature.text}</p>
        </InfoCard>
      ))}
    </div>
  );
}
