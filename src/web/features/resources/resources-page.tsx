import { ClipboardCheck, type LucideIcon, MessageCircleWarning, Timer } from "lucide-react";
import { paths } from "@/domain/paths";
import { ButtonLink } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { PageHeader } from "@/web/components/ui/page-header";
import { useOfflineSupport } from "./offline";

const TOOLS: Array<{ to: string; title: string; text: string; points: string[]; icon: LucideIcon }> = [
  {
    to: paths.timer,
    title: "Timer App",
    text: "Green, yellow and red lights for every speech type, with a full-screen view for the projector.",
    points: ["Ice Breaker, Project Speech, Table Topics, Evaluation", "Speech history and report export"],
    icon: Timer,
  },
  {
    to: paths.ahCounter,
    title: "Ah Counter App",
    text: "Count um, uh, so and friends for each speaker with big buttons made for a phone.",
    points: ["Eight filler words, undo and reset", "Session totals and report export"],
    icon: MessageCircleWarning,
  },
  {
    to: paths.evaluator,
    title: "Evaluator Form",
    text: "A four-step evaluation: positive opening, seven rated skills, improvement points, positive closing.",
    points: ["Star ratings and an overall score", "Recent evaluations and report export"],
    icon: ClipboardCheck,
  },
];

export function Component() {
  useOfflineSupport();
  return (
    <>
      <PageHeader
        title="Meeting Resources"
        description="Tools for the timer, the ah counter and the evaluator of your next meeting. They run in your browser, keep their records on this device and keep working without a connection."
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {TOOLS.map(({ to, title, text, points, icon: Icon }) => (
          <li key={to}>
            <Card className="flex h-full flex-col p-6">
              <span className="flex size-12 items-center justify-center rounded-xl bg-accent-600 text-white">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h2 className="mt-4 font-semibold text-xl">{title}</h2>
              <p className="mt-2 text-slate-600 dark:text-slate-400">{text}</p>
              <ul className="mt-4 flex-1 list-disc space-y-1 pl-5 text-slate-700 text-sm dark:text-slate-300">
                {points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <ButtonLink to={to} className="mt-6" aria-label={`Open App: ${title}`}>
                Open App
              </ButtonLink>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
