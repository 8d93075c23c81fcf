/**
 * 正體中文（台灣／香港用語） · bills: the bills page (a service's bills, its next renewal).
 * Keys starting with `bills.` (the area rule: ../areas.ts).
 *
 * Source of this area: zh-CN and en-US must have exactly these keys and the same
 * {placeholders} (tests/unit/core/i18n/catalogues.test.ts).
 */
const messages = {
  'bills.heading': '帳單',
  'bills.loading': '正在載入帳單…',
  'bills.service': '服務 #{id}',
  'bills.toService': '回到服務 #{id}',
  'bills.requestedMissing': '你的帳戶沒有服務 #{id}。以下的帳單屬於{service}。',
  'bills.noService': '你還沒有任何服務，所以也沒有帳單。',
  'bills.orderFirst': '選擇方案',

  'bills.renewal.heading': '下次續費',
  'bills.renewal.loading': '正在查詢下次續費…',
  'bills.renewal.scheduled': '續費帳單{amount}（{cycle}）會在{issuesAt}（香港時間）開出，須在服務到期前，也就是{dueAt}（香港時間）前付款。',
  'bills.renewal.billed': '續費帳單 #{id}（{amount}）已開出，請在{dueAt}（香港時間）前付款。',
  'bills.renewal.payBill': '為帳單 #{id}付款',
  'bills.renewal.cancelled': '已於{cancelledAt}（香港時間）取消續費，服務會在{endsAt}（香港時間）結束。',
  'bills.renewal.cancelledFinal': '取消續費無法復原；你隨時可以訂購新方案。',
  'bills.renewal.orderNew': '訂購新方案',
  'bills.renewal.none.trial': '7 天試用不會續費。想繼續使用，請選擇付費方案。',
  'bills.renewal.none.pending': '這項服務付款後才會開始續費。',
  'bills.renewal.none.ended': '這項服務已結束，不會再續費。',
  'bills.renewal.cancel': '取消續費',
  'bills.renewal.cancelWhat': '取消後服務會用到到期為止，不會再續費，也不會退款。',

  'bills.list.heading': '帳單紀錄',
  'bills.list.empty': '這項服務還沒有帳單。',
  'bills.list.pageEmpty': '這一頁沒有帳單。',
  'bills.list.count': '共{count}張帳單',
  'bills.bill.number': '帳單 #{id}',
  'bills.bill.createdAt': '開立日期',
  'bills.bill.dueAt': '到期日',
  'bills.bill.total': '金額',
  'bills.bill.method': '付款方式',
  'bills.bill.status': '狀態',
  'bills.bill.paid': '已付款',
  'bills.bill.payable': '未付款，{date}（香港時間）前仍可付款',
  'bills.bill.closed': '未付款，已超過付款期限',
  'bills.bill.refunded': '已退款{amount}',
  'bills.bill.cancelled.timeout': '已取消：逾時未付款',
  'bills.bill.cancelled.cancelled': '已取消：由你取消',
  'bills.bill.cancelled.unknown': '已取消',
  'bills.bill.pay': '為帳單 #{id}付款',
  'bills.bill.reorder': '重新訂購',
  'bills.bill.reorderWhy': '帳單 #{id}已無法付款，請重新訂購。',

  'bills.paging.label': '帳單分頁',
  'bills.paging.previous': '上一頁',
  'bills.paging.next': '下一頁',
  'bills.paging.position': '第{page}頁，共{pages}頁',

  'bills.sort.label': '排序方式',
  'bills.sort.apply': '排序',
  'bills.sort.date.desc': '開立日期：新到舊',
  'bills.sort.date.asc': '開立日期：舊到新',
  'bills.sort.duedate.desc': '到期日：新到舊',
  'bills.sort.duedate.asc': '到期日：舊到新',
  'bills.sort.total.desc': '金額：高到低',
  'bills.sort.total.asc': '金額：低到高',
  'bills.sort.id.desc': '帳單編號：大到小',
  'bills.sort.id.asc': '帳單編號：小到大',
} as const;

export type AreaMessages = Record<keyof typeof messages, string>;
export default messages;
