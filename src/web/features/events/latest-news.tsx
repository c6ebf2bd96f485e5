import { Newspaper } from "lucide-react";
import { LATEST_NEWS } from "@/domain/events/news";
import { Card } from "@/web/components/ui/card";
import { TitledSection } from "@/web/components/ui/titled-section";

export function LatestNews() {
  return (
    <TitledSection
      id="latest-news"
      title="Latest News"
      className="mt-12"
      titleClassName="font-semibold text-2xl tracking-tight"
    >
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {LATEST_NEWS.map((item) => (
          <li key={item.id}>
            <Card className="h-full p-5">
              <article aria-labelledby={`news-${item.id}`}>
                <div className="flex items-center gap-2 text-accent-700 text-sm dark:text-accent-300">
                  <Newspaper aria-hidden="true" className="size-4" />
                  <span>{item.date}</span>
                </div>
                <h3 id={`news-${item.id}`} className="mt-2 font-semibold text-lg">
                  {item.title}
                </h3>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{item.body}</p>
              </article>
            </Card>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
