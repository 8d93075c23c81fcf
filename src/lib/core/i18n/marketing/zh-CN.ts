/**
 * 简体中文：order/place 的营销内容。用语、标点与空格依 docs/i18n/zh-CN.md；
 * 退款说明在卡片和常见问题里完全一致（decisions.md “Money and promotions”）。
 */
import type { MarketingCopy } from './types.ts';
import { retainDiscountLabel, RETAIN_FREE_TRIAL_DAYS, TRIAL_DAYS } from '../../../order/offers.ts';

const REFUNDS = '标准套餐购买后 30 天内可申请退款，7 天试用为 3 天内。使用支付宝或微信支付需额外支付手续费，且付款后不支持退款。';

export default {
  hero: {
    title: '畅连开放互联网，流量不限',
    pitch: 'Skyline 在香港运营，专为亚洲及中国大陆用户打造，一分钟即可完成设置。',
    proofs: [
      { value: '不限流量', label: '所有套餐都一样' },
      { value: '38 个服务器集群', label: '覆盖 8 个国家和地区' },
      { value: '99.98%', label: '服务可用率' },
    ],
  },
  headings: {
    sections: '为什么选择 Skyline',
    quotes: '用户怎么说',
    faq: '常见问题',
  },
  sectionsLead: '挑选代理服务时你关心的问题，都在这里。',
  sections: [
    {
      id: 'unlimited-traffic',
      title: '所有套餐都不限流量',
      body: '无论月付还是两年付，流量都没有上限。看视频、传文件，都不用精打细算。',
    },
    {
      id: 'global-clusters',
      title: '8 个国家和地区，38 个集群',
      body: '38 个服务器集群覆盖 8 个国家和地区，你可以按所在地和用途切换节点。',
    },
    {
      id: 'availability',
      title: '99.98% 服务可用率',
      body: '服务可用率达 99.98%。你需要连接的时候，Skyline 都在。',
    },
    {
      id: 'human-support',
      title: '真人客服，每天 12 小时',
      body: '真人客服全年无休，每天在线 12 小时。工单约 12 小时内回复，支付问题 6 小时内协助处理。',
    },
    {
      id: 'every-platform',
      title: '全平台客户端',
      body: 'iOS、macOS、Android、Windows、路由器和 Linux 都有客户端。iOS 客户端需另行在 App Store 购买，价格以各地区 App Store 为准。',
    },
    {
      id: 'payment-methods',
      title: '多种支付方式',
      body: '支持支付宝、微信支付、AlipayHK、银联二维码、信用卡或借记卡（不支持银联卡）、USDT（TRC20）、PayPal 和余额；实际可用的方式因账号和设备而异。',
    },
    {
      id: 'refunds',
      title: '退款规则清楚',
      body: REFUNDS,
    },
    {
      id: 'fair-use',
      title: '速度与合理使用',
      body: '每月前 200 GB 保持全速，超出后限速 20 Mbps，到每月用量重新计算时恢复全速。流量本身依然不限。',
    },
    {
      id: 'login-link',
      title: '不用记密码',
      body: 'Skyline 没有密码，你的专属登录链接就是钥匙，点开即可登录。请像保管钥匙一样保管好它。',
    },
    {
      id: 'email-recovery',
      title: '绑定邮箱，链接丢了也能找回',
      body: '绑定邮箱后，即使弄丢了登录链接，也能通过邮箱重新获取。未绑定邮箱的匿名账号，链接丢失后无法找回。',
    },
    {
      id: 'trial',
      title: '先试用 7 天',
      body: '用很低的价格先试用 7 天，每人限一次，到期不会自动续费。',
    },
    {
      id: 'privacy',
      title: '无需提供姓名',
      body: '我们从不要求你提供姓名。你也可以不留邮箱，直接创建匿名账号。',
    },
    {
      id: 'quick-setup',
      title: '一分钟完成设置',
      body: '复制你的订阅地址，粘贴到客户端，就能开始连接。',
    },
    {
      id: 'billing-cycles',
      title: '付费周期随心选',
      body: '月付、半年付、年付、两年付任你选。到期前也能提前续费，服务不中断。',
    },
    {
      id: 'invite-friends',
      title: '邀请好友，赚奖励金',
      body: '把你的邀请链接分享给朋友，朋友加入后，你就能获得奖励金。',
    },
    {
      id: 'hong-kong',
      title: '香港运营',
      body: 'Skyline 的团队在香港，专为亚洲及中国大陆用户提供服务。',
    },
  ],
  quotes: [
    { text: '先花一点钱试用了 7 天，觉得好用才买了年付。不用记密码这点很省心。', attribution: '陈小姐，台北' },
    { text: '晚上追剧、白天开视频会议都靠它，从来不用算流量。', attribution: '阿杰，香港' },
    { text: '支付时卡住了，提交工单后几个小时就有真人回复。', attribution: '王先生，深圳' },
    { text: '路由器和手机都有客户端，粘贴同一个订阅地址就设置好了。', attribution: '小林，上海' },
    { text: '我用 USDT 支付，不用留姓名，也不用绑信用卡。', attribution: '黄小姐，澳门' },
    { text: '换了新手机，用绑定的邮箱重新收到登录链接，服务都还在。', attribution: '李先生，新加坡' },
  ],
  visitor: {
    heading: '你当前的网络信息',
    intro: '你访问的每个网站都能看到这些信息。',
    labels: {
      ip: 'IP 地址',
      location: '所在地',
      isp: '网络运营商',
      os: '操作系统',
      browser: '浏览器',
    },
    checking: '查询中…',
    unknown: '无法获取',
    browserNames: { wechat: '微信', uc: 'UC 浏览器', samsung: '三星浏览器' },
  },
  faq: [
    {
      id: 'refunds',
      question: '可以退款吗？',
      answer: REFUNDS,
    },
    {
      id: 'trial',
      question: '7 天试用是怎么回事？',
      answer: '7 天试用是一次性套餐，每人限一次，到期不会自动续费。想继续使用的话，再选择月付或其他付费周期即可。',
    },
    {
      id: 'payment-methods',
      question: '支持哪些支付方式？',
      answer: '支付宝、微信支付、AlipayHK、银联二维码、信用卡或借记卡（不支持银联卡）、USDT（TRC20）、PayPal 和余额。可用的方式因账号和设备而异，下单时会列出来。',
    },
    {
      id: 'fair-use',
      question: '真的不限流量吗？',
      answer: '真的不限。为了让每个人都用得顺畅，每月前 200 GB 保持全速，超出后限速 20 Mbps，到每月用量重新计算时恢复全速。',
    },
    {
      id: 'lost-login-link',
      question: '登录链接丢了怎么办？',
      answer: '如果账号绑定并验证了邮箱，在登录页输入邮箱，我们就会把登录链接发给你。未绑定邮箱的匿名账号无法找回，请保存好链接，或尽早绑定邮箱。',
    },
    {
      id: 'no-password',
      question: '为什么没有密码？',
      answer: '登录链接只属于你一个人，点开即可登录，不用记任何密码。请像保管钥匙一样保管好它，不要分享给别人。',
    },
    {
      id: 'getting-started',
      question: '支付后怎么开始使用？',
      answer: '在设备上安装客户端，把订阅地址粘贴进去，大约一分钟就能连接。帮助中心有各平台的使用教程。',
    },
    {
      id: 'support',
      question: '遇到问题怎么联系客服？',
      answer: '在帮助中心提交工单，或使用在线客服。真人客服全年无休，每天在线 12 小时；工单约 12 小时内回复，支付问题 6 小时内协助处理。',
    },
  ],
  retain: {
    heading: '离开之前，先试用一下',
    intro: '留下你的邮箱，选一个试用优惠，我们马上发给你。',
    offersLegend: '选择试用优惠',
    freeTrial: {
      title: `免费试用 ${RETAIN_FREE_TRIAL_DAYS} 天`,
      note: '无需付款，留下邮箱就能开始。',
    },
    discountTrial: {
      title: `${TRIAL_DAYS} 天试用享 ${retainDiscountLabel('zh-CN')}`,
      note: '试用时间更长，每人限一次，到期不会自动续费。',
    },
    emailLabel: '你的邮箱',
    submit: '把优惠发给我',
    sending: '发送中…',
    close: '关闭',
    problems: {
      EmailEmpty: '请输入有效的邮箱地址。',
      EmailFormat: '邮箱格式不正确。',
      MailboxRefused: '网易 163、126 和 yeah 邮箱会拦截我们的邮件，请换一个邮箱。',
      EmailRegistered: '这个邮箱已经注册过 Skyline 账号，请直接登录。',
    },
    login: '去登录',
    sent: {
      heading: '已发送，请查收邮件',
      to: '发送到',
      hint: '几分钟内没收到的话，请看看垃圾邮件文件夹。',
      done: '完成',
    },
  },
} satisfies MarketingCopy;
