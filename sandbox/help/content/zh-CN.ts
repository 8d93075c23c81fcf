/**
 * 帮助中心 · 简体中文（中国大陆用语）：issue 12 的全部分类、分区和文章，按 ../tree.ts 的键填写。
 * 用语以 docs/i18n/zh-CN.md 的术语表和产品界面文案为准（订阅地址、登录链接、账单、重置…）。
 * 文章之间的链接写作 /zh-CN/help/article/{id}（id 见 ../tree.ts）。
 */
import type { HelpContent } from './types.ts';

const content = {
  categories: {
    setup: {
      name: '安装与设置',
      description: '在手机、电脑和路由器上设置 Skyline，以及订阅地址的用法。',
    },
    account: {
      name: '账号与支付',
      description: '支付、退款、账单与续费，登录链接、邮箱和重置。',
    },
    using: {
      name: '使用与故障排查',
      description: '速度、流量、设备数量，以及连不上时怎么办。',
    },
  },

  sections: {
    setupByPlatform: {
      name: '各平台设置教程',
      description: 'iOS、Android、Windows、macOS、Linux 和路由器：用哪个 App，怎样导入订阅。',
    },
    subscription: {
      name: '订阅地址',
      description: '订阅地址是什么，怎样复制、扫码、一键导入，重置后怎样更新。',
    },
    paying: {
      name: '支付与退款',
      description: '各种支付方式的注意事项、退款政策、账单与续费。',
    },
    loginAndAccount: {
      name: '登录与账号',
      description: '登录链接、绑定邮箱、找回账号和重置。',
    },
    speedAndDevices: {
      name: '速度与设备',
      description: '200 GB 全速流量、20 Mbps 限速，以及设备数量怎样计算。',
    },
    troubleshooting: {
      name: '故障排查',
      description: '连不上或速度慢时，按清单逐项检查。',
    },
  },

  articles: {
    setupIos: {
      title: '在 iPhone 和 iPad 上设置 Skyline（iOS）',
      body: `<p>在 iPhone 和 iPad 上设置 Skyline，我们推荐用 <strong>Shadowrocket</strong>（小火箭）：下载 App，在<a href="/zh-CN/user/service/0">我的服务</a>页面一键导入订阅地址，选一个节点，打开开关就能连接，大约两分钟即可完成。</p>
<h2>下载 Shadowrocket</h2>
<p>Shadowrocket 是 App Store 上的付费 App。中国大陆区 App Store 没有这个 App，需要用其他地区（如香港、美国）的 Apple 账号下载。</p>
<ol>
<li>打开 iPhone 的“设置”，点最上方你的名字，进入“媒体与购买项目”，选择“退出登录”。这只退出 App Store，不影响 iCloud 和照片。</li>
<li>用其他地区的 Apple 账号登录 App Store。购买付费 App 需要该地区可用的付款方式，例如当地的礼品卡。</li>
<li>打开 <a href="https://apps.apple.com/app/shadowrocket/id932747118">Shadowrocket 的 App Store 页面</a>，购买并下载。</li>
<li>下载后可以换回原来的 Apple 账号，App 照常使用（以后更新 App 时需要再换过去）。</li>
</ol>
<h2>一键导入订阅</h2>
<ol>
<li>在 iPhone 的 Safari 浏览器里打开<a href="/zh-CN/user/service/0">我的服务</a>页面（需要先<a href="/zh-CN/user/login">登录</a>）。</li>
<li>在“订阅地址”部分点“一键导入 Shadowrocket”，Shadowrocket 会打开并添加 Skyline 订阅。</li>
<li>如果几秒后没有打开，页面会显示“没有打开 Shadowrocket？”，并给出下载链接和手动添加的方法。</li>
</ol>
<p>在微信或 QQ 里打开的网页无法打开其他 App。请点右上角“···”，选择“在浏览器打开”，再一键导入。</p>
<h2>手动导入</h2>
<ol>
<li>在服务页面点“复制地址”。</li>
<li>打开 Shadowrocket，点右上角的“+”。</li>
<li>类型选择订阅（Subscribe），把地址粘贴到 URL 一栏，备注可以填 Skyline，然后保存。</li>
</ol>
<p>也可以在电脑上打开服务页面，点“显示二维码”，再用 Shadowrocket 的扫码功能扫描。</p>
<h2>确认已经连上</h2>
<ol>
<li>Shadowrocket 首页会列出 Skyline 的节点，例如香港、东京、新加坡、洛杉矶。选择 “Auto”（如有）或任一节点。</li>
<li>打开最上方的开关。第一次使用时，iOS 会请求添加 VPN 配置，请点“允许”并输入锁屏密码。</li>
<li>在 App 里测一次延迟（连通性测试），节点显示毫秒数就说明能连上；再打开一个原来打不开的网站确认。</li>
</ol>
<h2>常见问题</h2>
<ul>
<li><strong>点“一键导入”没有反应</strong>：确认已安装 Shadowrocket，并且是在 Safari 而不是微信里打开的页面；仍然不行就按上面的方法手动导入。</li>
<li><strong>节点列表是空的或不是最新的</strong>：在 Shadowrocket 里更新一次订阅。</li>
<li><strong>重置后连不上</strong>：旧地址已经失效。请删除旧订阅，重新导入服务页面上的新地址，见<a href="/zh-CN/help/article/4403000403">重置登录链接和订阅地址</a>。</li>
<li><strong>想用其他 App</strong>：Stash、Quantumult X、Surge、Loon、sing-box、Karing、Hiddify 也可以使用，服务页面的“分步设置与其他 App”里有它们的下载和导入方法。</li>
</ul>
<p>还是连不上？请看<a href="/zh-CN/help/article/4403000601">连不上了？故障排查清单</a>。</p>`,
    },

    setupAndroid: {
      title: '在安卓手机上设置 Skyline（Android）',
      body: `<p>在安卓（Android）手机和平板上设置 Skyline，我们推荐用 <strong>FlClash</strong>（Clash 系列 App）：从官方 GitHub 发布页下载安装，在<a href="/zh-CN/user/service/0">我的服务</a>页面一键导入订阅地址，然后开始连接。</p>
<h2>下载 FlClash</h2>
<p>FlClash 不在国内的应用商店里，请从 <a href="https://github.com/chen08209/FlClash/releases">FlClash 官方发布页</a>下载。</p>
<ol>
<li>在最新版本的 Assets 列表里，下载文件名带 android 的 APK 安装包。大多数手机选带 arm64-v8a 的那个。</li>
<li>打开下载好的文件进行安装。系统提示禁止安装未知应用时，按提示允许浏览器安装。如果手机开启了“纯净模式”等安装限制，需要先在设置里暂时关闭。</li>
</ol>
<p>GitHub 在中国大陆有时打开很慢，可以多试几次，或在已经能连接的设备上下载后传到手机。</p>
<h2>一键导入订阅</h2>
<ol>
<li>在手机浏览器（系统浏览器或 Chrome）里打开<a href="/zh-CN/user/service/0">我的服务</a>页面（需要先<a href="/zh-CN/user/login">登录</a>）。</li>
<li>在“订阅地址”部分点“一键导入 FlClash”，FlClash 会打开并添加 Skyline 订阅。</li>
<li>如果几秒后没有打开，页面会显示“没有打开 FlClash？”，并给出下载链接和手动添加的方法。</li>
</ol>
<p>在微信或 QQ 里打开的网页无法打开其他 App。请点右上角“···”，选择“在浏览器打开”，再一键导入。</p>
<h2>手动导入</h2>
<ol>
<li>在服务页面点“复制地址”。</li>
<li>打开 FlClash，进入“配置”页面，点“+”，选择从 URL 添加。</li>
<li>粘贴地址并保存，等待订阅下载完成。</li>
</ol>
<h2>确认已经连上</h2>
<ol>
<li>在“配置”页面选中 Skyline 这条订阅。</li>
<li>点开始连接。第一次使用时，系统会弹出 VPN 连接请求，请点“确定”。</li>
<li>在“代理”页面选择 “Auto” 或某个节点（香港、东京、新加坡、洛杉矶等），测一次延迟，节点显示毫秒数就说明能连上；再打开一个原来打不开的网站确认。</li>
</ol>
<h2>常见问题</h2>
<ul>
<li><strong>锁屏后连接断开</strong>：在手机设置里允许 FlClash 后台运行，并关闭对它的电池优化。</li>
<li><strong>节点列表是空的</strong>：在“配置”页面更新这条订阅；如果刚重置过，请重新导入新地址，见<a href="/zh-CN/help/article/4403000403">重置登录链接和订阅地址</a>。</li>
<li><strong>打不开任何网站</strong>：同一时间只能运行一个 VPN 类 App，请先关闭其他代理或加速器 App。</li>
<li><strong>想用其他 App</strong>：sing-box、Hiddify、v2rayNG、NekoBox、Karing 也可以使用，服务页面的“分步设置与其他 App”里有它们的下载和导入方法。</li>
</ul>
<p>还是连不上？请看<a href="/zh-CN/help/article/4403000601">连不上了？故障排查清单</a>。</p>`,
    },

    setupWindows: {
      title: '在 Windows 电脑上设置 Skyline',
      body: `<p>在 Windows 电脑上设置 Skyline，我们推荐用 <strong>Clash Verge Rev</strong>：从官方 GitHub 发布页下载安装，在<a href="/zh-CN/user/service/0">我的服务</a>页面一键导入订阅地址，再打开“系统代理”即可。</p>
<h2>下载 Clash Verge Rev</h2>
<ol>
<li>打开 <a href="https://github.com/clash-verge-rev/clash-verge-rev/releases">Clash Verge Rev 官方发布页</a>，在最新版本的 Assets 列表里下载 Windows 安装包：大多数电脑选文件名以 <code>x64-setup.exe</code> 结尾的，ARM 处理器的电脑选带 arm64 的。</li>
<li>运行安装包。如果出现“Windows 已保护你的电脑”，点“更多信息”，再点“仍要运行”。</li>
</ol>
<p>GitHub 在中国大陆有时打开很慢，可以多试几次，或在已经能连接的设备上下载后拷贝过来。</p>
<h2>一键导入订阅</h2>
<ol>
<li>在这台电脑的浏览器里打开<a href="/zh-CN/user/service/0">我的服务</a>页面（需要先<a href="/zh-CN/user/login">登录</a>）。</li>
<li>在“订阅地址”部分点“一键导入 Clash Verge Rev”。浏览器询问是否打开应用时，选择打开。</li>
<li>Clash Verge Rev 导入时不弹窗，只显示一条通知；到它的“订阅”页面就能看到 Skyline。</li>
<li>如果几秒后没有反应，页面会显示“没有打开 Clash Verge Rev？”，并给出下载链接和手动添加的方法。</li>
</ol>
<h2>手动导入</h2>
<ol>
<li>在服务页面点“复制地址”。</li>
<li>打开 Clash Verge Rev，进入“订阅”页面，把地址粘贴到上方的输入框，点“导入”。</li>
</ol>
<h2>确认已经连上</h2>
<ol>
<li>在“订阅”页面点选 Skyline 这条订阅，使它处于选中状态。</li>
<li>到“设置”里打开“系统代理”。</li>
<li>在“代理”页面选择 “Auto” 或某个节点（香港、东京、新加坡、洛杉矶等），测一次延迟，节点显示毫秒数就说明能连上；再打开一个原来打不开的网站确认。</li>
</ol>
<h2>常见问题</h2>
<ul>
<li><strong>浏览器能用，游戏或其他软件不走代理</strong>：有些软件不读取系统代理。可以在“设置”里打开虚拟网卡模式（TUN），按提示安装所需的服务组件。</li>
<li><strong>退出 App 后所有网站都打不开</strong>：系统代理可能还开着。请重新打开 Clash Verge Rev 关闭“系统代理”后再退出，或在 Windows 的“设置”→“网络和 Internet”→“代理”里关闭代理。</li>
<li><strong>重置后连不上</strong>：旧地址已失效，请删除旧订阅，导入新地址，见<a href="/zh-CN/help/article/4403000403">重置登录链接和订阅地址</a>。</li>
<li><strong>想用其他 App</strong>：Hiddify、Karing 也可以使用。用 v2rayN 时，先在服务页面复制地址，打开 v2rayN，在主窗口按 <code>Ctrl+V</code>（从剪贴板导入），再点“更新订阅”。</li>
</ul>
<p>还是连不上？请看<a href="/zh-CN/help/article/4403000601">连不上了？故障排查清单</a>。</p>`,
    },

    setupMacos: {
      title: '在 Mac 电脑上设置 Skyline（macOS）',
      body: `<p>在 Mac 电脑上设置 Skyline，我们推荐用 <strong>Clash Verge Rev</strong>：从官方 GitHub 发布页下载安装，在<a href="/zh-CN/user/service/0">我的服务</a>页面一键导入订阅地址，再打开“系统代理”即可。</p>
<h2>下载 Clash Verge Rev</h2>
<ol>
<li>打开 <a href="https://github.com/clash-verge-rev/clash-verge-rev/releases">Clash Verge Rev 官方发布页</a>，在最新版本的 Assets 列表里下载 macOS 安装包（<code>.dmg</code>）：Apple 芯片（M 系列）的 Mac 选带 aarch64 的，Intel 处理器的 Mac 选带 x64 的。</li>
<li>打开安装包，把 Clash Verge Rev 拖进“应用程序”文件夹。</li>
<li>第一次打开时，如果系统提示无法验证开发者，请到“系统设置”→“隐私与安全性”，点“仍要打开”。</li>
</ol>
<h2>一键导入订阅</h2>
<ol>
<li>在这台 Mac 的浏览器里打开<a href="/zh-CN/user/service/0">我的服务</a>页面（需要先<a href="/zh-CN/user/login">登录</a>）。</li>
<li>在“订阅地址”部分点“一键导入 Clash Verge Rev”。浏览器询问是否打开应用时，选择允许。</li>
<li>Clash Verge Rev 导入时不弹窗，只显示一条通知；到它的“订阅”页面就能看到 Skyline。</li>
<li>如果几秒后没有反应，页面会显示“没有打开 Clash Verge Rev？”，并给出下载链接和手动添加的方法。</li>
</ol>
<h2>手动导入</h2>
<ol>
<li>在服务页面点“复制地址”。</li>
<li>打开 Clash Verge Rev，进入“订阅”页面，把地址粘贴到上方的输入框，点“导入”。</li>
</ol>
<h2>确认已经连上</h2>
<ol>
<li>在“订阅”页面点选 Skyline 这条订阅，使它处于选中状态。</li>
<li>到“设置”里打开“系统代理”。第一次打开时，macOS 可能要求输入电脑密码进行授权。</li>
<li>在“代理”页面选择 “Auto” 或某个节点（香港、东京、新加坡、洛杉矶等），测一次延迟，节点显示毫秒数就说明能连上；再打开一个原来打不开的网站确认。</li>
</ol>
<h2>常见问题</h2>
<ul>
<li><strong>退出 App 后所有网站都打不开</strong>：系统代理可能还开着。请重新打开 Clash Verge Rev，关闭“系统代理”后再退出。</li>
<li><strong>有些软件不走代理</strong>：可以在“设置”里打开虚拟网卡模式（TUN），按提示完成授权。</li>
<li><strong>重置后连不上</strong>：旧地址已失效，请删除旧订阅，导入新地址，见<a href="/zh-CN/help/article/4403000403">重置登录链接和订阅地址</a>。</li>
<li><strong>想用其他 App</strong>：Stash、Surge、sing-box、Hiddify、Karing 也可以使用；Apple 芯片的 Mac 还能从 App Store 安装 Shadowrocket（同样需要非中国大陆区的 Apple 账号，见 <a href="/zh-CN/help/article/4403000101">iOS 设置教程</a>）。用 v2rayN 时，复制地址后在它的主窗口按 <code>⌘V</code>（从剪贴板导入），再点“更新订阅”。</li>
</ul>
<p>还是连不上？请看<a href="/zh-CN/help/article/4403000601">连不上了？故障排查清单</a>。</p>`,
    },

    setupLinux: {
      title: '在 Linux 电脑上设置 Skyline',
      body: `<p>在 Linux 电脑上设置 Skyline，我们推荐用 <strong>Clash Verge Rev</strong>：从官方 GitHub 发布页下载与你的发行版相符的安装包，导入订阅地址，再打开“系统代理”即可。</p>
<h2>下载并安装 Clash Verge Rev</h2>
<ol>
<li>打开 <a href="https://github.com/clash-verge-rev/clash-verge-rev/releases">Clash Verge Rev 官方发布页</a>，在最新版本的 Assets 列表里下载 Linux 安装包：Debian、Ubuntu 等选 <code>.deb</code>，Fedora、openSUSE 等选 <code>.rpm</code>；大多数电脑选带 amd64 或 x86_64 的，ARM 电脑选带 arm64 或 aarch64 的。</li>
<li>在终端里安装，例如 <code>sudo apt install ./下载的文件.deb</code> 或 <code>sudo dnf install ./下载的文件.rpm</code>。</li>
</ol>
<h2>导入订阅</h2>
<ol>
<li>在这台电脑的浏览器里打开<a href="/zh-CN/user/service/0">我的服务</a>页面（需要先<a href="/zh-CN/user/login">登录</a>）。</li>
<li>点“一键导入 Clash Verge Rev”。浏览器询问是否打开应用时，选择打开；导入后只显示一条通知。</li>
<li>如果没有反应（有些桌面环境不支持这种链接），就手动导入：在服务页面点“复制地址”，打开 Clash Verge Rev 的“订阅”页面，粘贴到上方的输入框，点“导入”。</li>
</ol>
<h2>确认已经连上</h2>
<ol>
<li>在“订阅”页面点选 Skyline 这条订阅，使它处于选中状态。</li>
<li>到“设置”里打开“系统代理”。</li>
<li>在“代理”页面选择 “Auto” 或某个节点（香港、东京、新加坡、洛杉矶等），测一次延迟，节点显示毫秒数就说明能连上；再用浏览器打开一个原来打不开的网站确认。</li>
</ol>
<h2>常见问题</h2>
<ul>
<li><strong>浏览器能用，终端里的命令不走代理</strong>：很多命令行程序不读取系统代理。可以在“设置”里打开虚拟网卡模式（TUN），或把 <code>http_proxy</code> 和 <code>https_proxy</code> 设为 Clash Verge Rev 设置里显示的本地端口。</li>
<li><strong>系统代理打开了却没有效果</strong>：系统代理主要适用于 GNOME、KDE 等桌面环境；其他桌面环境请改用虚拟网卡模式。</li>
<li><strong>重置后连不上</strong>：旧地址已失效，请删除旧订阅，导入新地址，见<a href="/zh-CN/help/article/4403000403">重置登录链接和订阅地址</a>。</li>
<li><strong>想用其他 App</strong>：Hiddify 也可以使用。用 v2rayN 时，复制地址后在它的主窗口按 <code>Ctrl+V</code>（从剪贴板导入），再点“更新订阅”。</li>
</ul>
<p>还是连不上？请看<a href="/zh-CN/help/article/4403000601">连不上了？故障排查清单</a>。</p>`,
    },

    setupRouter: {
      title: '在路由器上设置 Skyline（OpenWrt 和 OpenClash）',
      body: `<p>在路由器上设置 Skyline，需要路由器运行 OpenWrt 系统并安装 <strong>OpenClash</strong> 插件。路由器上没有一键导入：把订阅地址粘贴到 OpenClash 的“配置订阅”页面即可。设置好后，连接这台路由器的设备（包括电视、游戏机）都能通过 Skyline 上网，不用在每台设备上安装 App。</p>
<h2>准备工作</h2>
<ul>
<li>路由器要运行 OpenWrt 或基于 OpenWrt 的固件。大多数路由器出厂自带的系统无法安装 OpenClash。</li>
<li>如果固件里还没有 OpenClash，请从 <a href="https://github.com/vernesong/OpenClash/releases">OpenClash 官方发布页</a>下载与你的 OpenWrt 版本相符的安装包，在路由器后台的软件包页面上传安装。第一次使用时，按 OpenClash 的提示下载内核。</li>
</ul>
<h2>导入订阅地址</h2>
<ol>
<li>在手机或电脑上打开<a href="/zh-CN/user/service/0">我的服务</a>页面（需要先<a href="/zh-CN/user/login">登录</a>），点“复制地址”。</li>
<li>在同一台设备的浏览器里登录路由器后台（常见的地址是 <code>192.168.1.1</code>），进入“服务”菜单下的 OpenClash。</li>
<li>打开“配置订阅”页面，添加一条订阅：名称填 Skyline，把地址粘贴到订阅地址一栏，然后保存。</li>
<li>点“更新配置”，等待下载完成。</li>
</ol>
<h2>确认已经连上</h2>
<ol>
<li>在 OpenClash 的运行状态页面启动 OpenClash。</li>
<li>打开 OpenClash 的控制面板，选择 “Auto” 或某个节点（香港、东京、新加坡、洛杉矶等），测一次延迟。</li>
<li>用连接这台路由器的手机或电脑，打开一个原来打不开的网站确认。</li>
</ol>
<h2>常见问题</h2>
<ul>
<li><strong>更新配置失败</strong>：确认地址完整粘贴、没有多余空格；检查路由器本身能否上网，系统时间是否正确。</li>
<li><strong>设备数量</strong>：路由器上的 OpenClash 获取订阅，按一台设备计算，连接它的手机和电脑不另外计算。详见<a href="/zh-CN/help/article/4403000502">设备数量怎么计算</a>。</li>
<li><strong>手机同时开着 App</strong>：通过这台路由器上网时，可以关掉手机上的代理 App，避免重复代理，也少占一台设备名额。</li>
<li><strong>重置后连不上</strong>：在“配置订阅”页面把旧地址换成新地址，再更新配置，见<a href="/zh-CN/help/article/4403000403">重置登录链接和订阅地址</a>。</li>
</ul>
<p>还是连不上？请看<a href="/zh-CN/help/article/4403000601">连不上了？故障排查清单</a>。</p>`,
    },

    subscriptionAddress: {
      title: '订阅地址：复制、二维码、一键导入，重置后怎样更新',
      body: `<p>订阅地址是一条 https 链接。把它导入手机或电脑上的 App，App 就能获取 Skyline 的节点并连接。它也叫“使用链接”：拿到的人可以用你的服务，但不能管理你的账号。订阅地址只在你登录后、服务状态为“使用中”时，显示在<a href="/zh-CN/user/service/0">我的服务</a>页面的“订阅地址”部分。</p>
<h2>使用链接和管理链接的区别</h2>
<table>
<thead><tr><th></th><th>使用链接（订阅地址）</th><th>管理链接（登录链接）</th></tr></thead>
<tbody>
<tr><td>用途</td><td>导入 App，连接使用</td><td>登录账号：续费、查看账单、重置、绑定邮箱</td></tr>
<tr><td>能否分享</td><td>可以，只分享给你信任的人</td><td>不能，切勿发给任何人</td></tr>
<tr><td>别人拿到后</td><td>会用掉你的流量，占用你的设备名额</td><td>可以完全控制你的账号</td></tr>
<tr><td>在哪里找到</td><td>我的服务 → 订阅地址</td><td>我的账号 → 登录链接</td></tr>
</tbody>
</table>
<p>登录链接的说明见<a href="/zh-CN/help/article/4403000401">登录链接是什么</a>。</p>
<h2>把订阅地址导入 App</h2>
<ul>
<li><strong>一键导入</strong>：在要设置的设备上打开服务页面，点“一键导入”，页面会打开这台设备推荐的 App 并自动填好地址。几秒后没有打开的话，页面会告诉你去哪里下载 App、怎样手动粘贴。在微信或 QQ 里请先点右上角“···”，选择“在浏览器打开”。</li>
<li><strong>复制地址</strong>：点“复制地址”，再到 App 里添加订阅，选择从链接（URL）导入，粘贴后保存并更新。</li>
<li><strong>扫二维码</strong>：点“显示二维码”，用手机上的 App 扫描。适合在电脑上打开服务页面、给手机设置。</li>
<li><strong>分享给家人</strong>：点“分享使用链接”。分享出去的只有使用链接，不会包含你的登录链接。对方使用的设备也计入你的设备数量。</li>
</ul>
<p>各平台的详细步骤见 <a href="/zh-CN/help/article/4403000101">iOS</a>、<a href="/zh-CN/help/article/4403000102">Android</a>、<a href="/zh-CN/help/article/4403000103">Windows</a>、<a href="/zh-CN/help/article/4403000104">macOS</a>、<a href="/zh-CN/help/article/4403000105">Linux</a> 和<a href="/zh-CN/help/article/4403000106">路由器</a>设置教程。</p>
<h2>重置之后</h2>
<p>重置会同时换发新的登录链接和新的订阅地址，旧的立即失效。每台设备上的每个 App 都要重新导入：先删除旧订阅，再导入服务页面上的新地址。分享过使用链接的话，也要把新地址发给对方。详见<a href="/zh-CN/help/article/4403000403">重置登录链接和订阅地址</a>。</p>
<h2>看不到订阅地址？</h2>
<ul>
<li>没有登录：请先<a href="/zh-CN/user/login">登录</a>。</li>
<li>服务“待支付”：付清账单后服务开通，订阅地址随即显示。</li>
<li>服务“已到期”或“已停用”：续费或重新下单，见<a href="/zh-CN/help/article/4403000303">账单与续费</a>；不清楚原因的话，请<a href="/zh-CN/help/contact-us">联系客服</a>。</li>
<li>服务“已封停”：通常是订阅地址外泄、被大量设备同时使用。请重置，或<a href="/zh-CN/help/contact-us">联系客服</a>。</li>
<li>页面提示“暂时无法显示订阅地址”：请<a href="/zh-CN/help/contact-us">联系客服</a>。</li>
</ul>`,
    },

    payingMethods: {
      title: '支付方式：支付宝、微信支付、信用卡、USDT 等怎样付款',
      body: `<p>Skyline 支持支付宝、微信支付、AlipayHK、银联二维码、信用卡或借记卡、USDT（TRC20）、PayPal 和账户余额。可用的支付方式因账号和设备而异，下单时页面会列出你能用的方式。下面是每种方式需要注意的地方。</p>
<h2>各支付方式说明</h2>
<ul>
<li><strong>支付宝、微信支付</strong>：打开支付宝或微信，扫描页面上的付款二维码。这两种方式需额外支付 3% 手续费，且付款后<strong>不支持退款</strong>。</li>
<li><strong>AlipayHK</strong>：用 AlipayHK App 扫描付款二维码。</li>
<li><strong>银联二维码</strong>：分两步。先在支付页面确认支付，页面生成二维码后，再用云闪付或手机银行 App 扫码。</li>
<li><strong>信用卡或借记卡</strong>：由收单机构 Stripe 处理，Skyline 不会看到你的完整卡号；不支持银联卡，银联卡请用“银联二维码”。Stripe 的支付表单在某些网络下无法加载，例如在中国大陆不开代理时，页面会显示“暂时无法使用信用卡支付”，请换一种支付方式。</li>
<li><strong>USDT（TRC20）</strong>：通过 TRC20 网络，把页面显示的<strong>精确金额</strong>转到页面上的收款地址，并在有效期内完成。我们靠金额识别你的转账，从交易所提币时请确认手续费没有从转账金额里扣除。转账经过所需的区块确认后自动到账，页面会自动更新。如果提示收款地址暂时被占用，请稍后再试；地址过期后可以点“获取新的收款地址”。</li>
<li><strong>PayPal</strong>：页面会跳转到 PayPal 完成付款，付款后自动回到 Skyline。</li>
<li><strong>账户余额</strong>：可以用余额支付账单的全部或一部分，剩下的金额用其他方式支付。</li>
</ul>
<h2>付款遇到问题</h2>
<ul>
<li><strong>二维码过期</strong>：点“刷新二维码”，或换一种支付方式。</li>
<li><strong>页面提示“支付失败”</strong>：这次没有扣款，可以点“重新支付”，或换一种支付方式。</li>
<li><strong>订单已超时</strong>：超时的订单不能再付款，请<a href="/zh-CN/order/place">重新下单</a>。</li>
<li><strong>已经付款，服务却没有开通</strong>：在支付页面的“已支付但服务未开通？”提交工单，账单编号、支付方式和时间会自动填好，我们通常在 6 小时内处理。</li>
</ul>
<p>退款规则见<a href="/zh-CN/help/article/4403000302">退款政策</a>；续费和逾期账单见<a href="/zh-CN/help/article/4403000303">账单与续费</a>。其他付款问题请<a href="/zh-CN/help/contact-us">联系客服</a>，支付问题一般约 6 小时内回复。</p>`,
    },

    refunds: {
      title: '退款政策：多久内可以退款，怎样申请',
      body: `<p>标准套餐付款后 30 天内可以申请退款；7 天试用付款后 3 天内可以申请退款。用支付宝或微信支付付款的账单不支持退款。申请退款请联系客服，并提供账单编号。</p>
<table>
<thead><tr><th>套餐或支付方式</th><th>退款期限</th></tr></thead>
<tbody>
<tr><td>月付、半年付、年付、两年付</td><td>付款后 30 天内</td></tr>
<tr><td>7 天试用</td><td>付款后 3 天内</td></tr>
<tr><td>用支付宝或微信支付付款</td><td>不支持退款</td></tr>
</tbody>
</table>
<h2>怎样申请退款</h2>
<ol>
<li>打开<a href="/zh-CN/user/service/0/invoice">账单</a>页面，找到要退款的账单，记下账单编号（例如“账单 #12345”）。</li>
<li>打开<a href="/zh-CN/help/contact-us">联系我们</a>页面提交工单，写明账单编号和退款原因。</li>
<li>客服会回复到你填写的邮箱，一般约 12 小时内，支付相关问题约 6 小时内。处理完成后，账单状态会变为“已退款”。</li>
</ol>
<h2>取消续费不等于退款</h2>
<p>在账单页面点“取消续费”，只是让服务到期后不再续费，不会退回任何款项。取消续费无法撤销：服务会运行到到期日，之后停止。如果以后还想用，可以随时<a href="/zh-CN/order/place">订购新套餐</a>。需要退款的话，请按上面的步骤另外申请。</p>
<h2>常见问题</h2>
<ul>
<li><strong>用支付宝或微信支付付款，能退款吗？</strong>不能。这两种方式会额外收取 3% 手续费，且付款后不支持退款。下单时页面也会提示这一点。如果希望保留退款的可能，请选择其他支付方式。</li>
<li><strong>试用不满意怎么办？</strong>7 天试用请在付款后 3 天内申请退款。试用到期后不会自动续费，不需要取消。</li>
<li><strong>超过了退款期限？</strong>可以取消续费，服务用到到期日为止。</li>
</ul>
<p>相关文章：<a href="/zh-CN/help/article/4403000301">支付方式</a>、<a href="/zh-CN/help/article/4403000303">账单与续费</a>。</p>`,
    },

    billsAndRenewal: {
      title: '账单与续费：查看账单、提前续费、逾期账单和取消续费',
      body: `<p>在<a href="/zh-CN/user/service/0/invoice">账单</a>页面可以查看所有账单、下次续费的时间，也可以取消续费。续费请在<a href="/zh-CN/user/service/0">我的服务</a>页面点“立即续费”；到期前也可以提前续费，服务不会中断。</p>
<h2>查看和打印账单</h2>
<ul>
<li>账单页面每页显示 25 条账单，状态分为已支付、待支付、已退款和已取消。</li>
<li>点开一条账单可以查看账单详情：账单编号、生成日期和到期日、金额、支付方式、项目明细，以及付款方和收款方的信息。</li>
<li>账单详情页面可以直接打印，或在打印时另存为 PDF 文件。</li>
</ul>
<h2>续费</h2>
<ol>
<li>打开<a href="/zh-CN/user/service/0">我的服务</a>页面。</li>
<li>点“立即续费”按当前付费周期续费，或点“按其他周期续费”选择月付、半年付、年付或两年付。</li>
<li>在支付页面付款，付款方式见<a href="/zh-CN/help/article/4403000301">支付方式</a>。</li>
</ol>
<p>7 天试用不能续费。试用结束后，选择付费套餐即可继续使用。</p>
<h2>续费账单逾期了怎么办</h2>
<p>续费账单过了到期日还没有支付，服务会停止，但账单在一段宽限期内仍然可以支付。逾期后付款，服务会从<strong>原来的到期日</strong>起接续计算，而不是从付款当天开始。</p>
<p>宽限期过后，再超过下表的天数，账单就无法支付，需要<a href="/zh-CN/order/place">重新下单</a>：</p>
<table>
<thead><tr><th>付费周期</th><th>宽限期后还可支付的天数</th></tr></thead>
<tbody>
<tr><td>7 天试用</td><td>2 天</td></tr>
<tr><td>月付</td><td>4 天</td></tr>
<tr><td>年付</td><td>37 天</td></tr>
<tr><td>半年付、两年付</td><td>19 天</td></tr>
</tbody>
</table>
<p>具体的截止时间会显示在我的服务页面，例如“在某日（香港时间）前续费即可恢复”。超过后页面会提示重新下单。</p>
<h2>取消续费</h2>
<p>在账单页面点“取消续费”。取消后无法撤销：服务会运行到到期日，之后停止。取消续费不会退款，退款请看<a href="/zh-CN/help/article/4403000302">退款政策</a>。以后想继续使用，可以随时订购新套餐。</p>`,
    },

    loginLink: {
      title: '登录链接是什么？怎样登录和保存',
      body: `<p>Skyline 没有密码，你的登录链接就是登录账号的唯一凭证。它是一条以 https 开头、包含用户编号和签名的专属链接，也叫“管理链接”。打开它就能登录，拿到它的人可以完全控制你的账号：续费、重置、绑定邮箱。所以请保存好它，绝不要分享给任何人。</p>
<h2>在哪里找到登录链接</h2>
<ul>
<li>创建账号时，页面会显示一次你的登录链接，请立即复制或下载。</li>
<li>登录后，打开<a href="/zh-CN/user/account">我的账号</a>页面，可以复制链接、下载为文件，或打印出来保存。</li>
<li>如果账号绑定并验证了邮箱，我们会把登录链接发到这个邮箱。</li>
</ul>
<h2>在另一台设备上登录</h2>
<ol>
<li>在新设备的浏览器里打开你保存的登录链接；也可以在<a href="/zh-CN/user/login">登录</a>页面粘贴登录链接。</li>
<li>登录后，链接会保存在这台设备上，并从地址栏中移除，下次打开网站时自动登录。</li>
<li>如果浏览器无法保存登录状态（例如无痕模式），链接会留在地址栏里，请把这个页面加入书签。</li>
</ol>
<p>绑定了邮箱的账号，也可以在登录页面输入邮箱，我们会把登录链接发给你，见<a href="/zh-CN/help/article/4403000402">绑定邮箱与找回账号</a>。</p>
<h2>登录链接和订阅地址不一样</h2>
<p>订阅地址（使用链接）是导入 App 用的，只能用来连接，可以分享给信任的人。登录链接用来管理账号，不能分享。App 里要粘贴的是订阅地址，不是登录链接，详见<a href="/zh-CN/help/article/4403000201">订阅地址</a>。</p>
<h2>登录链接丢了或泄露了</h2>
<ul>
<li><strong>丢了</strong>：绑定并验证过邮箱的账号，可以在登录页面通过邮箱重新获取。没有绑定邮箱的匿名账号无法找回，我们也无法帮你恢复。</li>
<li><strong>可能被别人拿到了</strong>：请立即重置，旧链接会马上失效，见<a href="/zh-CN/help/article/4403000403">重置登录链接和订阅地址</a>。</li>
<li><strong>提示“登录链接已失效”</strong>：链接可能已被重置。请使用最新的登录链接，或通过邮箱重新登录。</li>
</ul>
<p>联系客服时，请提供服务编号或账单编号和邮箱，不要在工单里贴出登录链接。</p>`,
    },

    emailAndRecovery: {
      title: '绑定邮箱与找回账号：登录链接丢了怎么办',
      body: `<p>给账号绑定并验证邮箱后，登录链接丢了也能找回：在登录页面输入这个邮箱，我们就会把登录链接发给你，账单也会发到这个邮箱。没有绑定邮箱的匿名账号只能用登录链接登录，链接丢失后无法找回。</p>
<h2>绑定邮箱</h2>
<ol>
<li>打开<a href="/zh-CN/user/account">我的账号</a>页面（我的服务页面提示绑定邮箱时，也可以直接点“绑定邮箱”）。</li>
<li>点“绑定邮箱”，输入你的邮箱，点“发送验证码”。</li>
<li>打开邮件，在 15 分钟内输入 6 位验证码，点“验证”。也可以直接点击邮件里的链接完成验证。</li>
</ol>
<p>没收到验证码？</p>
<ul>
<li>请查看垃圾邮件文件夹。</li>
<li>每分钟最多可以重新发送一次验证码。</li>
<li>一个验证码最多可以尝试输入 5 次，错误次数用完或过期后，请重新获取。</li>
<li>网易 163、126 和 yeah 邮箱可能会拦截我们的邮件，建议换一个邮箱。</li>
</ul>
<p>邮箱验证后才能用来找回账号。显示“未验证”的邮箱还不能用。</p>
<h2>通过邮箱找回登录链接</h2>
<ol>
<li>打开<a href="/zh-CN/user/login">登录</a>页面，选择通过邮箱登录。</li>
<li>输入已绑定并验证的邮箱，提交。</li>
<li>打开我们发来的邮件，点击里面的登录链接即可登录。请把这个链接保存好。</li>
</ol>
<h2>匿名账号：请务必保存登录链接</h2>
<p>下单时选择“不使用邮箱”的账号是匿名账号。登录链接是进入它的唯一方式，一旦丢失，我们也无法帮你找回账号和服务。请现在就打开<a href="/zh-CN/user/account">我的账号</a>页面，复制链接、下载为文件，或打印出来，存在安全的地方。更稳妥的做法是尽快绑定邮箱。</p>
<h2>更换或解除绑定邮箱</h2>
<ul>
<li><strong>更换邮箱</strong>：输入发到新邮箱的验证码后才会生效，在此之前仍使用原来的邮箱。</li>
<li><strong>解除绑定</strong>：解除后，登录链接丢失时就无法通过邮箱找回账号。</li>
</ul>
<p>相关文章：<a href="/zh-CN/help/article/4403000401">登录链接是什么</a>、<a href="/zh-CN/help/article/4403000403">重置登录链接和订阅地址</a>。</p>`,
    },

    reset: {
      title: '重置登录链接和订阅地址（链接泄露、服务被封停时）',
      body: `<p>重置会换发新的登录链接和订阅地址，旧的立即失效。如果你怀疑登录链接或订阅地址被别人拿到了，或者服务显示“已封停”，请尽快重置。重置后，每台设备上的 App 都要重新导入新的订阅地址。</p>
<h2>什么时候需要重置</h2>
<ul>
<li>登录链接或订阅地址发到了群里、网上，或被别人看到了。</li>
<li>服务页面显示的在用设备比你实际用的多。</li>
<li>以前分享过使用链接，现在想让对方停止使用。</li>
<li>服务状态为“已封停”：通常是订阅地址外泄、被大量设备同时使用。</li>
</ul>
<h2>会改变什么</h2>
<ul>
<li><strong>会更换</strong>：你的登录链接，以及这个服务的订阅地址。所有用旧链接登录的设备和浏览器都会退出登录；导入过旧地址的 App 都无法再更新。</li>
<li><strong>不会改变</strong>：你的服务、到期时间、流量、账单和邮箱。</li>
</ul>
<h2>重置步骤</h2>
<ol>
<li>打开<a href="/zh-CN/user/service/0">我的服务</a>页面，点“重置登录链接和订阅地址”。（在<a href="/zh-CN/user/account">我的账号</a>页面点“重置登录链接”，则只更换登录链接。）</li>
<li>看清楚会更改的内容，勾选确认，点“确认重置”。</li>
<li>立即保存新的登录链接：点“复制链接”或“下载为文件”。如果绑定了邮箱，新链接也会发到你的邮箱。保存好后点“我已保存，关闭”。</li>
<li>在服务页面复制新的订阅地址，在每台设备的每个 App 里删除旧订阅，导入新地址。</li>
</ol>
<p>建议在重置完成、页面还开着时，马上复制新地址并导入，以免 App 断开后不方便打开本网站。各平台的导入方法见<a href="/zh-CN/help/article/4403000201">订阅地址</a>。</p>
<h2>重置后还是连不上</h2>
<ul>
<li>确认 App 里用的是新地址：旧订阅要删掉，只更新旧订阅是没有用的。</li>
<li>在其他设备上登录时，请使用新的登录链接；旧链接会提示“登录链接已失效”。</li>
<li>服务仍显示“已封停”，或有其他疑问，请<a href="/zh-CN/help/contact-us">联系客服</a>。</li>
</ul>`,
    },

    speedAndAllowance: {
      title: '速度变慢了？200 GB 全速流量与 20 Mbps 限速说明',
      body: `<p>每个套餐在每个周期都包含 200 GB 全速流量。用完后不会断网，流量依然不限，但速度会限制在 20 Mbps，直到服务页面显示的流量重置日开始新的周期，恢复全速。如果速度突然变慢，先看看本期流量是否已经用完。</p>
<h2>在哪里查看用量和速度</h2>
<p>打开<a href="/zh-CN/user/service/0">我的服务</a>页面：</p>
<ul>
<li><strong>本期用量</strong>：本期已用多少、全速流量一共多少、还剩多少。</li>
<li><strong>当前速度</strong>：显示“全速”或“限速 20 Mbps”。</li>
<li><strong>流量重置日</strong>：到这一天（香港时间）开始新周期，恢复全速。</li>
</ul>
<h2>加购流量</h2>
<p>加购流量包会为当前周期增加全速流量。已购买的加购流量会显示在服务页面的“加购套餐”里，并计入本期的全速流量。想加购的话，可以<a href="/zh-CN/help/contact-us">联系客服</a>了解。</p>
<h2>没有限速，速度还是慢</h2>
<ol>
<li>在 App 里换一个节点，或选择 “Auto” 自动选择；先测一次延迟，选毫秒数较小的节点。</li>
<li>离你较近的节点（如香港、东京、新加坡）通常延迟更低。</li>
<li>更新 App 和订阅，确保用的是最新的节点列表。</li>
<li>换一个网络试试，例如从 Wi-Fi 换到移动数据，或重启路由器。</li>
<li>关闭同时运行的其他代理或加速器 App。</li>
</ol>
<p>仍然很慢，请按<a href="/zh-CN/help/article/4403000601">故障排查清单</a>检查，再<a href="/zh-CN/help/contact-us">联系客服</a>，告诉我们你所在的城市、网络（如电信、联通、移动）、使用的节点和测速结果。</p>
<p>相关文章：<a href="/zh-CN/help/article/4403000502">设备数量</a>。</p>`,
    },

    devices: {
      title: '设备数量：怎样计算，达到上限怎么办',
      body: `<p>过去 24 小时内获取过订阅的每个 App 各算一台设备：同一部手机上的两个 App 算两台。Skyline Standard 套餐最多 5 台设备，Skyline Pro 套餐最多 10 台；加购设备包可以提高上限。<a href="/zh-CN/user/service/0">我的服务</a>页面的“设备”一栏会显示正在使用几台、上限几台。</p>
<h2>怎样计算</h2>
<ul>
<li>iPhone 上的 Shadowrocket、iPad 上的 Shadowrocket、电脑上的 Clash Verge Rev：算 3 台。</li>
<li>同一部手机装了 FlClash 和 Hiddify，都导入了订阅：算 2 台。</li>
<li>路由器上的 OpenClash：算 1 台，通过这台路由器上网的手机、电脑、电视不另外计算。</li>
<li>分享给家人的使用链接：对方的设备也计入你的设备数量。</li>
</ul>
<p>App 会定时自动更新订阅，所以正在用的设备通常会一直计入。一台设备停止使用（删除订阅或卸载 App）后，过 24 小时就不再计入。</p>
<h2>达到上限怎么办</h2>
<ol>
<li>在不再使用的设备上删除 Skyline 订阅，或卸载多余的 App。同一台设备只保留一个 App。</li>
<li>等 24 小时，这些设备就不再计入。</li>
<li>需要更多设备时，可以加购设备包，或选择设备上限更高的 Skyline Pro 套餐。如有疑问，请<a href="/zh-CN/help/contact-us">联系客服</a>。</li>
</ol>
<h2>在用设备比实际多</h2>
<p>如果服务页面显示的在用设备比你实际用的多，很可能是订阅地址被别人拿到了。请立即重置，换发新的订阅地址，旧地址马上失效，见<a href="/zh-CN/help/article/4403000403">重置登录链接和订阅地址</a>。重置后，你自己的每台设备都要重新导入新地址。</p>
<p>相关文章：<a href="/zh-CN/help/article/4403000201">订阅地址</a>、<a href="/zh-CN/help/article/4403000501">速度与流量</a>。</p>`,
    },

    connectionStopped: {
      title: '连不上了？连接故障排查清单',
      body: `<p>Skyline 突然连不上、网页打不开或速度很慢时，请按下面的清单逐项检查，大多数问题几分钟内就能解决。全部试过仍然不行，再联系客服，并告诉我们你已经试过哪些步骤。</p>
<h2>故障排查清单</h2>
<ol>
<li><strong>服务是否正常、是否到期？</strong>打开<a href="/zh-CN/user/service/0">我的服务</a>页面，状态应为“使用中”，到期时间还没到。“待支付”请先支付账单；“已到期”请续费，见<a href="/zh-CN/help/article/4403000303">账单与续费</a>；“已封停”请重置或联系客服。</li>
<li><strong>本期流量是否超过 200 GB？</strong>“当前速度”显示“限速 20 Mbps”时，流量重置日之前会一直限速，见<a href="/zh-CN/help/article/4403000501">速度与流量说明</a>。</li>
<li><strong>App 和订阅是否最新？</strong>把 App 更新到最新版本，再在 App 里更新一次订阅（或更新配置）。如果最近重置过，旧地址已失效，请删除旧订阅，导入新地址。</li>
<li><strong>换一个节点，或选择 “Auto”。</strong>在 App 里测一次延迟，选显示毫秒数的节点。某个节点不通时，其他节点通常可以用。</li>
<li><strong>设备数量是否达到上限？</strong>服务页面的“设备”一栏显示正在使用几台、上限几台，见<a href="/zh-CN/help/article/4403000502">设备数量</a>。</li>
<li><strong>订阅地址是否泄露？</strong>在用设备比实际多，或服务被封停，请<a href="/zh-CN/help/article/4403000403">重置</a>，然后在自己的设备上重新导入。</li>
<li><strong>本地网络是否正常？</strong>关闭 App 后看能否正常上网；换一个 Wi-Fi 或改用移动数据；重启路由器。同一时间只能运行一个 VPN 类 App，请关闭其他代理或加速器 App。</li>
<li><strong>重启 App 和设备。</strong>关闭 App 的连接再重新打开，必要时重启手机或电脑。</li>
</ol>
<p>不同平台的设置方法见 <a href="/zh-CN/help/article/4403000101">iOS</a>、<a href="/zh-CN/help/article/4403000102">Android</a>、<a href="/zh-CN/help/article/4403000103">Windows</a>、<a href="/zh-CN/help/article/4403000104">macOS</a>、<a href="/zh-CN/help/article/4403000105">Linux</a> 和<a href="/zh-CN/help/article/4403000106">路由器</a>设置教程。</p>
<h2>联系客服</h2>
<p>在<a href="/zh-CN/help/contact-us">联系我们</a>页面提交工单，最多可以附上 5 个附件（例如 App 报错和服务页面的截图）。请写明：</p>
<ul>
<li>服务编号（服务页面上的“服务 #”）或账单编号；</li>
<li>设备和系统版本，使用的 App 及其版本；</li>
<li>使用的节点，问题从什么时候开始；</li>
<li>以上清单中你已经试过的步骤。</li>
</ul>
<p>不要在工单里贴出登录链接。真人客服每天在线 12 小时，全年无休；工单一般约 12 小时内回复，支付问题约 6 小时内。需要的话，也可以在联系我们页面打开在线客服。</p>`,
    },
  },
} satisfies HelpContent;

export default content;
