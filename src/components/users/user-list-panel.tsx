import { useState } from "react";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useCan, useList } from "@refinedev/core";
import { keepPreviousData } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { USERS_PAGE_SIZE } from "@/config/constants";
import type { Customer } from "@/domain/customers";
import { ErrorState } from "@/components/error-state";
import { PageLoader } from "@/components/page-loader";
import { ExportCsvButton } from "@/components/list/export-csv-button";
import { ListPager } from "@/components/list/list-pager";
import { CustomerOrdersDialog } from "./customer-orders-dialog";
import { UserCard } from "./user-card";
import { paths } from "@/config/paths";
import { CardGrid } from "@/components/card-grid";

/**
 * The User List tab (document 2 §2): the store's customers as cards, 12 a page
 * (`GET users?page=&records_per_page=12`, answer `data.customers`). Send Email opens
 * /vendor/send-email with the recipient in navigation state; View orders lists the customer's
 * orders (`GET orders/by_customer_id`), hidden for an account that may not see orders. Export CSV
 * of every customer (issue 33 point 3).
 */
export function UserListPanel({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [ordersOf, setOrdersOf] = useState<Customer | null>(null);
  const { data: ordersAccess } = useCan({ resource: "orders", action: "list" });
  const { query, result } = useList<Customer>({
    resource: "users",
    pagination: { currentPage: page, pageSize: USERS_PAGE_SIZE, mode: "server" },
    queryOptions: { placeholderData: keepPreviousData },
  });

  if (query.isError) return <ErrorState message={query.error?.message} onRetry={() => void query.refetch()} />;
  if (query.isLoading) return <PageLoader />;
  const customers = result.data ?? [];
  return (
    <Box>
      {customers.length > 0 ? (
        <Box sx={{ display: "flex", justifyContent: "flex-end", mb: 1 }}>
          <ExportCsvButton list="customers" resource="users" tab="all" />
        </Box>
      ) : null}
      <Box sx={{ height: 4, mb: 1 }}>{query.isFetching ? <LinearProgress aria-label={t("common.states.loading")} /> : null}</Box>
      {customers.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: "center" }}>
          {t("users.list.empty")}
        </Typography>
      ) : (
        <CardGrid minWidth={260} label={t("users.list.label")}>
          {customers.map((customer) => (
            <li key={customer.id}>
              <UserCard
                customer={customer}
                onSendEmail={() =>
                  void navigate(paths.sendEmail, { state: { recipient: { email: customer.email, name: fullName(customer) } } })
                }
                onViewOrders={ordersAccess?.can === false ? undefined : () => setOrdersOf(customer)}
              />
            </li>
          ))}
        </CardGrid>
      )}
      <ListPager page={page} pageCount={Number(result.pageCount ?? 0)} onChange={onPageChange} />
      {ordersOf ? <CustomerOrdersDialog customer={ordersOf} name={fullName(ordersOf)} onClose={() => setOrdersOf(null)} /> : null}
    </Box>
  );
}

function fullName(customer: Customer): string {
  return (
    [customer.first_name_en, customer.last_name_en]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(" ") || customer.email
  );
}
