import AddIcon from "@mui/icons-material/Add";
import { CreateButton } from "@refinedev/mui";
import { useNavigation, type BaseRecord } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@/components/list/empty-state";
import { ResourceTable } from "@/components/list/resource-table";
import { useListParams } from "@/hooks/use-list-params";
import { useBannerColumns } from "./banner-columns";
import type { BannerKind } from "./banner-kinds";
import { ListHeader } from "@/components/list/list-header";

/**
 * A banner kind's list (document 2 §2 "Banners", "Shop banners"): Create New Banner; 10 a page,
 * the pager only when there are more (the server's total_pages); a row opens its view. No banner at
 * all: an invitation to create the first.
 */
export function BannerList({ kind }: { kind: BannerKind }) {
  const { t } = useTranslation();
  const { page, setPage } = useListParams();
  const { show } = useNavigation();
  const columns = useBannerColumns(kind);
  return (
    <>
      <ListHeader title={t(`${kind.ns}.titles.list`)}>
        <CreateButton resource={kind.resource} variant="contained" startIcon={<AddIcon />}>
          {t(`${kind.ns}.actions.create`)}
        </CreateButton>
      </ListHeader>
      <ResourceTable<BaseRecord>
        resource={kind.resource}
        columns={columns}
        page={page}
        onPageChange={setPage}
        onRowClick={(banner) => show(kind.resource, banner.id!)}
        label={t(`${kind.ns}.list.table`)}
        emptyText={t(`${kind.ns}.list.empty`)}
        emptyState={{
          content: (
            <EmptyState title={t(`${kind.ns}.emptyState.title`)} text={t(`${kind.ns}.emptyState.text`)}>
              <CreateButton resource={kind.resource} variant="contained" startIcon={<AddIcon />}>
                {t(`${kind.ns}.emptyState.create`)}
              </CreateButton>
            </EmptyState>
          ),
        }}
      />
    </>
  );
}
