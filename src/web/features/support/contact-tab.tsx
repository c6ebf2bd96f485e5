import { Clock, Mail } from "lucide-react";
import { type FormEvent, useEffect, useRef } from "react";
import { CONTACT_LIMITS, contactInput, HONEYPOT_FIELD, outcomeMessage } from "@/domain/support/contact";
import { contactRefused, SUPPORT_MESSAGES } from "@/domain/support/messages";
import { Button } from "@/web/components/ui/button";
import { Card, CardBody, CardHeader } from "@/web/components/ui/card";
import { InputField, Label, TextAreaField } from "@/web/components/ui/field";
import { Skeleton } from "@/web/components/ui/skeleton";
import { ApiError } from "@/web/lib/api";
import { useFormFields } from "@/web/lib/form-errors";
import { type Member, useSession } from "@/web/lib/session";
import { notify } from "@/web/lib/toast";
import { useContactInfo, useSendContactMessage } from "./api";

const EMPTY = { name: "", email: "", subject: "", message: "" };
type Values = typeof EMPTY;

/** A signed-in member's name and address, filled in for them (they can still change them). */
const startingValues = (member: Member | null | undefined): Values =>
  member
    ? {
        ...EMPTY,
        name: [member.name, member.lastName].filter(Boolean).join(" ").slice(0, CONTACT_LIMITS.name),
        email: member.email,
      }
    : EMPTY;

/** The Contact Us tab: the message form and a card with the support address. */
export function ContactTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader
          title="Send us a message"
          description="Questions, feedback or trouble with your account — no account needed to write to us."
        />
        <CardBody>
          <ContactForm />
        </CardBody>
      </Card>
      <SupportCard />
    </div>
  );
}

function ContactForm() {
  const { member } = useSession();
  const { setValues, check, field } = useFormFields<Values>(() => startingValues(member));
  // The member may become known after the first render: fill in what is still blank.
  useEffect(() => {
    if (!member) return;
    const known = startingValues(member);
    setValues((current) => ({ ...current, name: current.name || known.name, email: current.email || known.email }));
  }, [member, setValues]);
  const send = useSendContactMessage();
  const honeypot = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = check(contactInput);
    if (!input) return;
    send.mutate(
      { ...input, [HONEYPOT_FIELD]: honeypot.current?.value ?? "" },
      {
        onSuccess: ({ outcome }) => {
          notify(outcomeMessage(outcome));
          setValues(startingValues(member));
        },
        onError: (error) => {
          // A rate limit says when to try again; every other failure is the spec's "could not save".
          const refused = error instanceof ApiError && error.status === 429;
          notify(refused ? contactRefused(error.message) : SUPPORT_MESSAGES.sendFailed, "destructive");
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Name*" autoComplete="name" {...field("name")} maxLength={CONTACT_LIMITS.name} required />
        <InputField
          label="Email*"
          type="email"
          autoComplete="email"
          {...field("email")}
          maxLength={CONTACT_LIMITS.email}
          required
        />
      </div>
      <InputField label="Subject" {...field("subject")} maxLength={CONTACT_LIMITS.subject} />
      <TextAreaField
        label="Message*"
        rows={6}
        {...field("message")}
        maxLength={CONTACT_LIMITS.message}
        hint={`Up to ${CONTACT_LIMITS.message.toLocaleString("en")} characters.`}
        required
      />
      {/* For bots only: hidden from people and screen readers, skipped by Tab. Anything typed here drops the message. */}
      <div aria-hidden="true" className="-left-[10000px] absolute top-auto h-px w-px overflow-hidden">
        <Label htmlFor="contact-website">Leave this field empty</Label>
        <input id="contact-website" ref={honeypot} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p className="text-slate-600 text-sm dark:text-slate-400">* Required</p>
      <Button type="submit" busy={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}

function SupportCard() {
  const info = useContactInfo();
  return (
    <Card className="h-fit">
      <CardHeader title="Other ways to reach us" />
      <CardBody className="space-y-5">
        <div className="flex gap-3">
          <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600 dark:text-accent-300" />
          <div className="min-w-0">
            <p className="font-medium">Email us</p>
            {info.data ? (
              <a
                href={`mailto:${info.data.email}`}
                className="break-all text-accent-700 underline-offset-2 hover:underline dark:text-accent-300"
              >
                {info.data.email}
              </a>
            ) : info.isError ? (
              <p className="text-slate-600 text-sm dark:text-slate-400">Use the form to reach our support team.</p>
            ) : (
              <Skeleton className="mt-1 h-5 w-48" />
            )}
          </div>
        </div>
        <div className="flex gap-3">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600 dark:text-accent-300" />
          <div>
            <p className="font-medium">Response time</p>
            <p className="text-slate-600 text-sm dark:text-slate-400">
              We typically reply within {info.data?.replyWithinHours ?? 24} hours.
            </p>
          </div>
        </div>
      </CardBody>
    </Card>
  );
}
