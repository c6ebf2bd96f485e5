import { CalendarDays, Mic, Timer, Users } from "lucide-react";
import { Link, Navigate } from "react-router";
import { paths } from "@/domain/paths";
import { Button, ButtonLink } from "@/web/components/ui/button";
import { LogoMark, LogoName } from "@/web/components/ui/logo";
import { Spinner } from "@/web/components/ui/skeleton";
import { appName } from "@/web/lib/app-info";
import { useSession } from "@/web/lib/session";
import { useSignOut } from "@/web/lib/sign-out";
import { notifySignOut } from "@/web/lib/toast";

const HIGHLIGHTS = [
  { icon: Users, title: "Clubs near you", text: "Practise with people who want you to win." },
  { icon: Mic, title: "Pitch programs", text: "Certifications built around real pitches." },
  { icon: Timer, title: "Meeting tools", text: "Timer, filler-word counter and evaluations." },
  { icon: CalendarDays, title: "Events", text: "Contests, workshops and weekly meetings." },
];

function TopBarActions() {
  const { member, loading } = useSession();
  const signOut = useSignOut();
  if (loading) return <div aria-hidden="true" className="h-9 w-44 animate-pulse rounded-lg bg-white/10" />;
  if (!member) return null;
  return (
    <div className="flex gap-2">
      <ButtonLink to={paths.dashboard} variant="onDark" size="sm">
        Dashboard
      </ButtonLink>
      <Button variant="onDark" size="sm" onClick={() => void signOut(paths.home).then(notifySignOut)}>
        Sign Out
      </Button>
    </div>
  );
}

export function Component() {
  const { member, loading } = useSession();
  if (member) return <Navigate to={paths.dashboard} replace />;
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-slate-950 text-white">
      {/* two soft glows: radial gradients, cheap to paint, where a blur filter this large is costly without a GPU */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 size-[42rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,rgb(79_70_229/0.3)_60%,transparent)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-48 -right-24 size-[28rem] rounded-full bg-[radial-gradient(closest-side,rgb(251_191_36/0.1)_60%,transparent)]"
      />
      <header className="relative z-10 flex items-center justify-between px-6 py-5 sm:px-10">
        <Link to={paths.home} className="flex items-center gap-3 rounded-lg">
          <LogoMark />
          <LogoName />
        </Link>
        <TopBarActions />
      </header>
      <main className="relative z-10 flex flex-1 flex-col items-center justify-center px-6 pb-16 text-center">
        <h1 className="max-w-3xl font-bold text-4xl tracking-tight sm:text-6xl">
          Welcome to <span className="text-accent-300">{appName}</span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-300 sm:text-xl">
          Join a community dedicated to mastering presentation skills and crafting the perfect pitch for any situation
        </p>
        <div className="mt-10 h-12">
          {loading ? (
            <Spinner label="Checking your session" className="text-slate-300" />
          ) : (
            <ButtonLink to={paths.signIn} variant="light" size="lg" className="min-w-40">
              Login
            </ButtonLink>
          )}
        </div>
        <ul className="mt-16 grid w-full max-w-4xl grid-cols-1 gap-4 text-left sm:grid-cols-2 lg:grid-cols-4">
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-white/10 bg-white/5 p-4">
              <Icon aria-hidden="true" className="size-5 text-accent-300" />
              <p className="mt-3 font-semibold">{title}</p>
              <p className="mt-1 text-slate-300 text-sm">{text}</p>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
