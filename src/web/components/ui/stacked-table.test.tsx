// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StackedTable } from "./stacked-table";

afterEach(cleanup);

type Row = { id: string; name: string; reason?: string };

function Table({ rows }: { rows: Row[] }) {
  return (
    <StackedTable
      caption="Import report"
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        { label: "Name", cell: (row) => row.name },
        { label: "Why", cell: (row) => row.reason ?? "" },
      ]}
    />
  );
}

describe("a stacked table", () => {
  it("gives each row a card of its lines on a phone, leaving out the lines with nothing to say", () => {
    render(
      <Table
        rows={[
          { id: "1", name: "Ada" },
          { id: "2", name: "Ben", reason: "Bad e-mail" },
        ]}
      />,
    );
    const [ada, ben] = within(screen.getByRole("list", { name: "Import report" })).getAllByRole("listitem");
    expect(ada?.textContent).toBe("Name:Ada");
    expect(ben?.textContent).toBe("Name:BenWhy:Bad e-mail");
    // the table keeps every cell, so its columns line up
    expect(screen.getByRole("table").querySelectorAll("tbody td")).toHaveLength(4);
  });
});
