import { HelpCircle, Mail } from "lucide-react";
import { useSearchParams } from "react-router";
import { PageHeader } from "@/web/components/ui/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { ContactTab } from "./contact-tab";
import { FaqTab } from "./faq-tab";

type Tab = "faq" | "contact";

/** Contact & Support: FAQ and Contact Us tabs; `?tab=contact` opens the form directly. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get("tab") === "contact" ? "contact" : "faq";
  const show = (next: string) => setParams(next === "contact" ? { tab: "contact" } : {}, { replace: true });
  return (
    <>
      <PageHeader
        title="Contact & Support"
        description="Find answers to common questions, or send us a message and we'll get back to you."
      />
      <Tabs value={tab} onValueChange={show}>
        <TabsList aria-label="Support">
          <TabsTrigger value="faq">
            <HelpCircle aria-hidden="true" className="size-4" /> FAQ
          </TabsTrigger>
          <TabsTrigger value="contact">
            <Mail aria-hidden="true" className="size-4" /> Contact Us
          </TabsTrigger>
        </TabsList>
        <TabsContent value="faq" forceMount className="data-[state=inactive]:hidden">
          <FaqTab onContact={() => show("contact")} />
        </TabsContent>
        <TabsContent value="contact" forceMount className="data-[state=inactive]:hidden">
          <ContactTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
