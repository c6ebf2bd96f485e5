import { ChevronDown } from "lucide-react";
import { Accordion as RadixAccordion } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn";

/** Radix Accordion (keyboard: Enter/Space toggles, arrow keys move between items). */
export const Accordion = RadixAccordion.Root;

/** One question and its answer; the question is a heading (h3 unless told otherwise) holding the toggle. */
export function AccordionItem({
  value,
  title,
  children,
  className,
  headingLevel = 3,
}: {
  value: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Item
      value={value}
      className={cn("border-slate-200 border-b last:border-b-0 dark:border-slate-800", className)}
    >
      <RadixAccordion.Header asChild>
        <Heading>
          <RadixAccordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-lg px-4 py-4 text-left font-medium text-slate-900 hover:bg-slate-50 dark:text-slate-100 dark:hover:bg-slate-800/60">
            <span>{title}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180"
            />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content className="px-4 pb-4 text-slate-700 leading-relaxed dark:text-slate-300">
        {children}
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  );
}

export type AccordionProps = ComponentProps<typeof RadixAccordion.Root>;
