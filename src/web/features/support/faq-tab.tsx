import { Mail, Search, SearchX } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { plural } from "@/domain/plurals";
import { REPLY_WITHIN_HOURS } from "@/domain/support/contact";
import { type Faq, faqSections } from "@/domain/support/faqs";
import { SUPPORT_MESSAGES } from "@/domain/support/messages";
import { Accordion, AccordionItem } from "@/web/components/ui/accordion";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { inputClass, Label } from "@/web/components/ui/field";
import { Skeleton } from "@/web/components/ui/skeleton";
import { TitledSection } from "@/web/components/ui/titled-section";
import { notify } from "@/web/lib/toast";
import { useFaqs } from "./api";

/** The FAQ tab: a search box, Popular Questions and All Questions in one accordion (one answer open at a time). */
export function FaqTab({ onContact }: { onContact: () => void }) {
  const faqs = useFaqs();
  const [search, setSearch] = useState("");
  const searchId = useId();

  useEffect(() => {
    if (faqs.isError) notify(SUPPORT_MESSAGES.faqsLoadFailed, "destructive");
  }, [faqs.isError]);

  return (
    <div className="grid items-start gap-8 lg:grid-cols-3">
      <div className="space-y-8 lg:col-span-2">
        <div className="relative">
          <Label htmlFor={searchId} className="sr-only">
            Search FAQs
          </Label>
          <Search
            aria-hidden="true"
            className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-5 text-slate-500"
          />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search frequently asked questions..."
            maxLength={200}
            className={`${inputClass} pl-10`}
          />
        </div>
        {faqs.data ? (
          <FaqSections faqs={faqs.data} search={search} />
        ) : faqs.isError ? (
          <Card className="p-6 text-center">
            <p className="font-medium">FAQs could not be loaded.</p>
            <Button variant="secondary" className="mt-4" onClick={() => void faqs.refetch()}>
              Try again
            </Button>
          </Card>
        ) : (
          <FaqSkeleton />
        )}
      </div>
      <Card className="p-5 lg:sticky lg:top-6">
        <h2 className="font-semibold text-lg">Still need help?</h2>
        <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">
          Send us a message and we'll answer by e-mail, typically within {REPLY_WITHIN_HOURS} hours.
        </p>
        <Button variant="secondary" className="mt-4 w-full" onClick={onContact}>
          <Mail aria-hidden="true" className="size-4" /> Contact Us
        </Button>
      </Card>
    </div>
  );
}

function FaqSections({ faqs, search }: { faqs: Faq[]; search: string }) {
  const { popular, all } = faqSections(faqs, search);
  const searching = search.trim() !== "";
  if (all.length === 0) {
    return (
      <Card className="flex flex-col items-center px-6 py-12 text-center">
        <SearchX aria-hidden="true" className="size-10 text-slate-400" />
        <h2 className="mt-4 font-semibold text-lg">No FAQs Found</h2>
        <p className="mt-1 max-w-md text-slate-600 dark:text-slate-400">
          {searching
            ? "No question or answer matches your search. Try other words, or send us a message."
            : "There are no questions here yet. Send us a message and we'll help."}
        </p>
      </Card>
    );
  }
  return (
    <Accordion type="single" collapsible className="space-y-8">
      {searching && (
        <p role="status" className="text-slate-600 text-sm dark:text-slate-400">
          {plural(all.length, { one: "# question matches your search.", other: "# questions match your search." })}
        </p>
      )}
      {popular.length > 0 && <FaqSection title="Popular Questions" faqs={popular} keyPrefix="popular" />}
      <FaqSection title="All Questions" faqs={all} keyPrefix="all" />
    </Accordion>
  );
}

function FaqSection({ title, faqs, keyPrefix }: { title: string; faqs: Faq[]; keyPrefix: string }) {
  const headingId = useId();
  return (
    <TitledSection id={headingId} title={title} titleClassName="mb-3 font-semibold text-xl">
      <Card className="overflow-hidden p-1">
        {faqs.map((faq) => (
          <AccordionItem key={faq.id} value={`${keyPrefix}:${faq.id}`} title={faq.question}>
            <p className="whitespace-pre-line">{faq.answer}</p>
          </AccordionItem>
        ))}
      </Card>
    </TitledSection>
  );
}

function FaqSkeleton() {
  return (
    <div aria-busy="true" className="space-y-3">
      <span className="sr-only">Loading FAQs</span>
      <Skeleton className="h-7 w-48" />
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-14" />
      ))}
    </div>
  );
}
