/**
 * 說明中心的正體中文（台灣／香港用語）內容（issue 12）：../tree.ts 的每個分類、段落與文章。
 * 用語依 docs/i18n/zh-TW.md；按鈕與頁面名稱照 src/lib/core/i18n/ui/<區塊>/zh-TW.ts 的寫法。
 */
import type { HelpContent } from './types.ts';

const LANG = '/zh-TW';

/** Links between articles (ids from ../tree.ts) and into the product. */
const article = {
  setupIos: `${LANG}/help/article/4403000101`,
  setupAndroid: `${LANG}/help/article/4403000102`,
  setupWindows: `${LANG}/help/article/4403000103`,
  setupMacos: `${LANG}/help/article/4403000104`,
  setupLinux: `${LANG}/help/article/4403000105`,
  setupRouter: `${LANG}/help/article/4403000106`,
  subscriptionAddress: `${LANG}/help/article/4403000201`,
  payingMethods: `${LANG}/help/article/4403000301`,
  refunds: `${LANG}/help/article/4403000302`,
  billsAndRenewal: `${LANG}/help/article/4403000303`,
  loginLink: `${LANG}/help/article/4403000401`,
  emailAndRecovery: `${LANG}/help/article/4403000402`,
  reset: `${LANG}/help/article/4403000403`,
  speedAndAllowance: `${LANG}/help/article/4403000501`,
  devices: `${LANG}/help/article/4403000502`,
  connectionStopped: `${LANG}/help/article/4403000601`,
} as const;

const page = {
  service: `${LANG}/user/service/0`,
  account: `${LANG}/user/account`,
  bills: `${LANG}/user/service/0/invoice`,
  order: `${LANG}/order/place`,
  contact: `${LANG}/help/contact-us`,
  login: `${LANG}/user/login`,
} as const;

const download = {
  shadowrocket: 'https://apps.apple.com/app/shadowrocket/id932747118',
  clashVergeRev: 'https://github.com/clash-verge-rev/clash-verge-rev/releases',
  flClash: 'https://github.com/chen08209/FlClash/releases',
  openClash: 'https://github.com/vernesong/OpenClash/releases',
} as const;

const content = {
  categories: {
    setup: {
      name: '安裝與設定',
      description: '在 iPhone、Android、電腦和路由器上設定 Skyline，以及訂閱網址的用法。',
    },
    account: {
      name: '帳號與付款',
      description: '付款方式、退款、帳單與續費，以及登入連結、電子郵件和重設。',
    },
    using: {
      name: '使用與疑難排解',
      description: '速度、流量與裝置數量，以及連不上時該怎麼做。',
    },
  },

  sections: {
    setupByPlatform: {
      name: '各平台設定教學',
      description: '依你的裝置選擇教學：下載哪個 App、怎麼匯入訂閱、怎麼確認已連線。',
    },
    subscription: {
      name: '訂閱網址',
      description: '訂閱網址是什麼、怎麼匯入 App、可以分享給誰，以及重設後要做什麼。',
    },
    paying: {
      name: '付款、退款與帳單',
      description: '各種付款方式的注意事項、退款規定、逾期帳單與續費。',
    },
    loginAndAccount: {
      name: '登入與帳號',
      description: '登入連結、綁定電子郵件、找回帳號，以及重設登入連結和訂閱網址。',
    },
    speedAndDevices: {
      name: '速度與裝置',
      description: '200 GB 全速流量與 20 Mbps 限速，以及裝置數量怎麼計算。',
    },
    troubleshooting: {
      name: '疑難排解',
      description: '連不上或突然斷線時，照著清單一步步檢查。',
    },
  },

  articles: {
    setupIos: {
      title: 'iPhone、iPad 設定教學（iOS）：用 Shadowrocket 連線',
      body: `
<p>在 iPhone 或 iPad 上，我們推薦用 <strong>Shadowrocket</strong> 連線：在 iPhone 上開啟<a href="${page.service}">我的服務</a>，按「一鍵匯入 Shadowrocket」，訂閱就會自動加入，打開開關即可使用。以下是完整的設定步驟與常見問題。</p>

<h2>1. 下載 App</h2>
<ul>
<li><strong>Shadowrocket</strong>（推薦）：App Store 上的付費 App，<a href="${download.shadowrocket}">到 App Store 下載</a>。</li>
<li>中國大陸區的 App Store 沒有這類 App，請用其他地區（例如香港、台灣）的 Apple 帳號下載。只要在 App Store 裡切換帳號，不必登出 iCloud。</li>
<li>其他可用的 App：Stash、Quantumult X、Surge、Loon、sing-box、Karing、Hiddify。服務頁面的「逐步設定與其他 App」裡有它們的下載連結和匯入按鈕。</li>
</ul>

<h2>2. 匯入訂閱</h2>
<h3>一鍵匯入（最簡單）</h3>
<ol>
<li>在 iPhone 的 Safari 開啟<a href="${page.service}">我的服務</a>。還沒登入的話，先用登入連結登入（見<a href="${article.loginLink}">登入連結說明</a>）。</li>
<li>在「訂閱網址」區塊按「一鍵匯入 Shadowrocket」。</li>
<li>Shadowrocket 會開啟並新增 Skyline 的訂閱。如果幾秒後沒有反應，頁面會顯示「沒有開啟 Shadowrocket 嗎？」，告訴你去哪裡下載，以及怎麼手動貼上網址。</li>
</ol>
<p>在微信或 QQ 裡開啟的網頁無法開啟其他 App。請點右上角「···」，選擇在瀏覽器開啟，再按一鍵匯入。</p>
<h3>手動匯入</h3>
<ol>
<li>在服務頁面按「複製網址」。</li>
<li>開啟 Shadowrocket，點右上角「＋」，類型選擇「Subscribe」，把網址貼到「URL」欄位，再按「完成」。</li>
</ol>
<p>也可以在電腦上開啟服務頁面，按「顯示 QR 碼」，再用 Shadowrocket 的掃描功能掃描。</p>

<h2>3. 確認已連線</h2>
<ol>
<li>在 Shadowrocket 首頁會看到 Skyline 的節點（香港、東京、新加坡、洛杉磯等）。選擇「Auto」或任一節點。</li>
<li>打開最上方的開關。第一次使用時，iOS 會詢問是否新增 VPN 設定，請選擇「允許」。</li>
<li>在 App 裡做一次延遲測試，節點顯示毫秒數就表示連得上。再開啟一個原本打不開的網站確認。</li>
</ol>

<h2>常見問題</h2>
<ul>
<li><strong>服務頁面沒有訂閱網址</strong>：訂閱網址只在你登入、而且服務狀態是「使用中」時顯示。</li>
<li><strong>一鍵匯入沒反應</strong>：確認已安裝 Shadowrocket，並且是在 Safari 而不是微信、QQ 裡開啟頁面；仍然不行就改用手動匯入。</li>
<li><strong>看不到節點或節點全部逾時</strong>：在 Shadowrocket 裡更新這筆訂閱；重設過訂閱網址的話，請刪除舊訂閱，重新匯入新網址（見<a href="${article.reset}">重設說明</a>）。</li>
</ul>
<p>還是連不上，請看<a href="${article.connectionStopped}">連不上了怎麼辦？</a>，或<a href="${page.contact}">聯絡客服</a>。</p>
`,
    },

    setupAndroid: {
      title: 'Android 手機設定教學：用 FlClash 連線',
      body: `
<p>在 Android 手機或平板上，我們推薦用 <strong>FlClash</strong>（Clash 系列的 App）連線：安裝後，在手機上開啟<a href="${page.service}">我的服務</a>，按「一鍵匯入 FlClash」，再開始連線即可。以下是完整步驟。</p>

<h2>1. 下載 App</h2>
<ul>
<li><strong>FlClash</strong>（推薦）：到 <a href="${download.flClash}">FlClash 的 GitHub 官方下載頁</a>，下載 Android 版的 APK 檔案（多數手機選檔名含 arm64-v8a 的版本）。</li>
<li>安裝時，手機會詢問是否允許瀏覽器或檔案管理員安裝不明來源的應用程式，請選擇允許。</li>
<li>GitHub 在部分網路下載較慢，請耐心等待或稍後再試。</li>
<li>其他可用的 App：sing-box、Hiddify、v2rayNG、NekoBox、Karing。</li>
</ul>

<h2>2. 匯入訂閱</h2>
<h3>一鍵匯入</h3>
<ol>
<li>用手機的瀏覽器（例如 Chrome）開啟<a href="${page.service}">我的服務</a>，還沒登入就先用登入連結登入。</li>
<li>在「訂閱網址」區塊按「一鍵匯入 FlClash」，FlClash 會開啟並新增 Skyline 的設定檔。</li>
<li>如果幾秒後沒有反應，頁面會顯示「沒有開啟 FlClash 嗎？」，告訴你去哪裡下載，以及怎麼手動貼上網址。</li>
</ol>
<p>在微信或 QQ 裡開啟的網頁無法開啟其他 App，請點右上角「···」，選擇在瀏覽器開啟。</p>
<h3>手動匯入</h3>
<ol>
<li>在服務頁面按「複製網址」。</li>
<li>開啟 FlClash，到設定檔頁面按「＋」，選擇從網址（URL）匯入，貼上網址後儲存。</li>
</ol>
<p>v2rayNG 等 App 也可以掃描服務頁面上的 QR 碼來新增訂閱。</p>

<h2>3. 確認已連線</h2>
<ol>
<li>在 FlClash 的設定檔頁面選取 Skyline 這筆訂閱。</li>
<li>按開始連線。第一次使用時，Android 會跳出 VPN 連線要求，請按「確定」。</li>
<li>在代理頁面選擇「Auto」或任一節點（香港、東京、新加坡、洛杉磯等），做一次延遲測試，節點顯示毫秒數就表示連得上。</li>
<li>開啟一個原本打不開的網站確認。</li>
</ol>

<h2>常見問題</h2>
<ul>
<li><strong>螢幕關掉後就斷線</strong>：到手機的「設定」裡，把 FlClash 的電池最佳化（省電限制）關掉，並允許它在背景執行。</li>
<li><strong>一鍵匯入沒反應</strong>：部分手機內建的瀏覽器不會開啟其他 App，請改用 Chrome，或用手動匯入。</li>
<li><strong>同一支手機裝了好幾個 App</strong>：每個取用過訂閱的 App 都各算一台裝置，只留一個就好（見<a href="${article.devices}">裝置數量說明</a>）。</li>
</ul>
<p>還是連不上，請看<a href="${article.connectionStopped}">連不上了怎麼辦？</a>，或<a href="${page.contact}">聯絡客服</a>。</p>
`,
    },

    setupWindows: {
      title: 'Windows 電腦設定教學：用 Clash Verge Rev 連線',
      body: `
<p>在 Windows 電腦上，我們推薦用 <strong>Clash Verge Rev</strong> 連線：安裝後，在電腦的瀏覽器開啟<a href="${page.service}">我的服務</a>，按「一鍵匯入 Clash Verge Rev」，再開啟「系統代理」即可。以下是完整步驟。</p>

<h2>1. 下載軟體</h2>
<ul>
<li><strong>Clash Verge Rev</strong>（推薦）：到 <a href="${download.clashVergeRev}">Clash Verge Rev 的 GitHub 官方下載頁</a>，下載 Windows 安裝檔（多數電腦選檔名含 x64-setup.exe 的版本，ARM 電腦選 arm64）。</li>
<li>執行安裝檔時，如果 Windows 跳出 SmartScreen 的保護畫面，請按「其他資訊」，再按「仍要執行」。</li>
<li>其他可用的軟體：Hiddify、Karing、v2rayN。</li>
</ul>

<h2>2. 匯入訂閱</h2>
<h3>一鍵匯入</h3>
<ol>
<li>先開啟一次 Clash Verge Rev，讓系統記住它。</li>
<li>在瀏覽器開啟<a href="${page.service}">我的服務</a>，按「一鍵匯入 Clash Verge Rev」。瀏覽器詢問是否開啟應用程式時，選擇開啟。</li>
<li>Clash Verge Rev 匯入時不會跳出對話框，只會顯示一則通知；到它的「訂閱」頁面就能看到 Skyline。</li>
<li>如果幾秒後沒有反應，頁面會顯示「沒有開啟 Clash Verge Rev 嗎？」，告訴你去哪裡下載，以及怎麼手動貼上網址。</li>
</ol>
<h3>手動匯入</h3>
<ol>
<li>在服務頁面按「複製網址」。</li>
<li>在 Clash Verge Rev 左側選單點「訂閱」，把網址貼到上方的輸入框，按「匯入」。</li>
</ol>
<p>使用 v2rayN 的話：複製網址後，在 v2rayN 主視窗按 <code>Ctrl+V</code>（從剪貼簿匯入），網址會新增為一筆訂閱，再按「更新訂閱」。使用 Karing 的話，Windows 版要先在它的設定裡開啟系統 Scheme 呼叫，一鍵匯入才有作用。</p>

<h2>3. 確認已連線</h2>
<ol>
<li>在「訂閱」頁面點一下 Skyline，選取這筆訂閱。</li>
<li>到「設定」開啟「系統代理」。</li>
<li>到「代理」頁面選擇「Auto」或任一節點（香港、東京、新加坡、洛杉磯等），做一次延遲測試，節點顯示毫秒數就表示連得上。</li>
<li>開啟一個原本打不開的網站確認。</li>
</ol>

<h2>常見問題</h2>
<ul>
<li><strong>按一鍵匯入卻開啟了別的軟體</strong>：舊版 Clash for Windows 也會接收同一種連結。請解除安裝舊軟體，或改用手動匯入。</li>
<li><strong>瀏覽器能用，某些軟體（例如遊戲、終端機）卻不行</strong>：這些軟體不走系統代理。可以在 Clash Verge Rev 的設定裡開啟虛擬網卡模式（TUN），依畫面提示完成安裝。</li>
<li><strong>節點全部逾時</strong>：先在「訂閱」頁面更新訂閱；重設過訂閱網址的話，要重新匯入新網址（見<a href="${article.reset}">重設說明</a>）。</li>
</ul>
<p>還是連不上，請看<a href="${article.connectionStopped}">連不上了怎麼辦？</a>，或<a href="${page.contact}">聯絡客服</a>。</p>
`,
    },

    setupMacos: {
      title: 'Mac 設定教學（macOS）：用 Clash Verge Rev 連線',
      body: `
<p>在 Mac 上，我們推薦用 <strong>Clash Verge Rev</strong> 連線：安裝後，在 Mac 的瀏覽器開啟<a href="${page.service}">我的服務</a>，按「一鍵匯入 Clash Verge Rev」，再開啟「系統代理」即可。以下是完整步驟。</p>

<h2>1. 下載 App</h2>
<ul>
<li><strong>Clash Verge Rev</strong>（推薦）：到 <a href="${download.clashVergeRev}">Clash Verge Rev 的 GitHub 官方下載頁</a>下載 macOS 版。Apple 晶片（M1 以後）的 Mac 選檔名含 aarch64 的 .dmg，Intel 晶片的 Mac 選 x64。</li>
<li>打開 .dmg，把 App 拖進「應用程式」資料夾。第一次開啟時如果 macOS 說無法驗證開發者，請到「系統設定」→「隱私權與安全性」允許開啟。</li>
<li>其他可用的 App：Hiddify、Karing、sing-box、Stash、Surge，以及 Apple 晶片 Mac 上的 Shadowrocket（App Store，中國大陸區沒有上架）；也可以用 v2rayN。</li>
</ul>

<h2>2. 匯入訂閱</h2>
<h3>一鍵匯入</h3>
<ol>
<li>先開啟一次 Clash Verge Rev。</li>
<li>在瀏覽器開啟<a href="${page.service}">我的服務</a>，按「一鍵匯入 Clash Verge Rev」。瀏覽器詢問是否開啟時，選擇允許。</li>
<li>匯入時不會跳出對話框，只會顯示一則通知；到 Clash Verge Rev 的「訂閱」頁面就能看到 Skyline。</li>
<li>如果幾秒後沒有反應，頁面會顯示「沒有開啟 Clash Verge Rev 嗎？」，告訴你去哪裡下載，以及怎麼手動貼上網址。</li>
</ol>
<h3>手動匯入</h3>
<ol>
<li>在服務頁面按「複製網址」。</li>
<li>在 Clash Verge Rev 左側選單點「訂閱」，把網址貼到上方的輸入框，按「匯入」。</li>
</ol>
<p>使用 v2rayN 的話：複製網址後，在 v2rayN 主視窗按 <code>⌘V</code>（從剪貼簿匯入），再按「更新訂閱」。</p>

<h2>3. 確認已連線</h2>
<ol>
<li>在「訂閱」頁面點一下 Skyline，選取這筆訂閱。</li>
<li>到「設定」開啟「系統代理」。第一次開啟時，macOS 可能會要求輸入電腦密碼。</li>
<li>到「代理」頁面選擇「Auto」或任一節點，做一次延遲測試，節點顯示毫秒數就表示連得上。</li>
<li>開啟一個原本打不開的網站確認。</li>
</ol>

<h2>常見問題</h2>
<ul>
<li><strong>按了一鍵匯入好像沒反應</strong>：Clash Verge Rev 是安靜匯入的，請先到「訂閱」頁面看看是否已經有 Skyline。</li>
<li><strong>部分 App 不走代理</strong>：在設定裡開啟虛擬網卡模式（TUN），依畫面提示完成安裝。</li>
<li><strong>重設過訂閱網址</strong>：舊訂閱會停止運作，請刪除後重新匯入新網址（見<a href="${article.reset}">重設說明</a>）。</li>
</ul>
<p>還是連不上，請看<a href="${article.connectionStopped}">連不上了怎麼辦？</a>，或<a href="${page.contact}">聯絡客服</a>。</p>
`,
    },

    setupLinux: {
      title: 'Linux 設定教學：用 Clash Verge Rev 連線',
      body: `
<p>在 Linux 電腦上，我們推薦用 <strong>Clash Verge Rev</strong> 連線：安裝後，在它的「訂閱」頁面貼上你的訂閱網址，再開啟「系統代理」即可。Linux 上也可以試試一鍵匯入，但是否有效要看你的桌面環境。</p>

<h2>1. 下載軟體</h2>
<ul>
<li><strong>Clash Verge Rev</strong>（推薦）：到 <a href="${download.clashVergeRev}">Clash Verge Rev 的 GitHub 官方下載頁</a>，Debian、Ubuntu 選 .deb，Fedora 等發行版選 .rpm；再依電腦的架構選擇（一般電腦是 amd64／x86_64，ARM 電腦是 arm64／aarch64）。</li>
<li>以 .deb 為例，在下載資料夾執行 <code>sudo apt install ./檔名.deb</code>。</li>
<li>其他可用的軟體：Hiddify、v2rayN。</li>
</ul>

<h2>2. 匯入訂閱</h2>
<h3>手動匯入（建議）</h3>
<ol>
<li>在瀏覽器開啟<a href="${page.service}">我的服務</a>，按「複製網址」。</li>
<li>在 Clash Verge Rev 左側選單點「訂閱」，把網址貼到上方的輸入框，按「匯入」。</li>
</ol>
<h3>一鍵匯入</h3>
<p>在服務頁面按「一鍵匯入 Clash Verge Rev」。如果幾秒後沒有反應，頁面會顯示「沒有開啟 Clash Verge Rev 嗎？」，請照上面的手動步驟貼上網址。</p>
<p>使用 v2rayN 的話：複製網址後，在 v2rayN 主視窗按 <code>Ctrl+V</code>（從剪貼簿匯入），再按「更新訂閱」。</p>

<h2>3. 確認已連線</h2>
<ol>
<li>在「訂閱」頁面點一下 Skyline，選取這筆訂閱。</li>
<li>到「設定」開啟「系統代理」。</li>
<li>到「代理」頁面選擇「Auto」或任一節點，做一次延遲測試，節點顯示毫秒數就表示連得上。</li>
<li>開啟一個原本打不開的網站確認。</li>
</ol>

<h2>常見問題</h2>
<ul>
<li><strong>瀏覽器能用，終端機裡的指令卻不行</strong>：很多命令列程式不讀系統代理。可以開啟虛擬網卡模式（TUN），或把 <code>https_proxy</code> 設為 Clash Verge Rev 設定裡顯示的本機連接埠。</li>
<li><strong>系統代理開了卻沒作用</strong>：部分桌面環境不支援自動設定系統代理，請改用虛擬網卡模式（TUN）。</li>
<li><strong>重設過訂閱網址</strong>：要重新匯入新網址（見<a href="${article.reset}">重設說明</a>）。</li>
</ul>
<p>還是連不上，請看<a href="${article.connectionStopped}">連不上了怎麼辦？</a>，或<a href="${page.contact}">聯絡客服</a>。</p>
`,
    },

    setupRouter: {
      title: '路由器設定教學：在 OpenWrt 上用 OpenClash 連線',
      body: `
<p>在路由器上設定好 Skyline，連上這台路由器的手機、電腦、電視都能經由它連線，不必每台各裝 App。路由器需要使用 <strong>OpenWrt</strong> 系統，並安裝 <strong>OpenClash</strong>；設定方式是把訂閱網址貼到 OpenClash 的設定檔訂閱頁面。路由器沒有一鍵匯入。</p>

<h2>1. 安裝 OpenClash</h2>
<ol>
<li>確認路由器使用 OpenWrt 系統，並能開啟它的管理頁面（LuCI）。</li>
<li>到 <a href="${download.openClash}">OpenClash 的 GitHub 官方下載頁</a>下載安裝套件，在管理頁面的軟體套件頁上傳安裝。缺少的相依套件，請依 OpenClash 的說明先安裝。</li>
<li>第一次開啟 OpenClash 時，它可能需要下載核心，請依畫面提示完成。</li>
</ol>

<h2>2. 貼上訂閱網址</h2>
<ol>
<li>在電腦或手機的瀏覽器開啟<a href="${page.service}">我的服務</a>，按「複製網址」。</li>
<li>在路由器管理頁面開啟 OpenClash，到設定檔訂閱（訂閱設定）頁面新增一筆訂閱。</li>
<li>把網址貼到訂閱網址欄位，名稱可以填「Skyline」，按儲存。</li>
<li>按更新設定，讓 OpenClash 下載設定檔。</li>
</ol>

<h2>3. 啟動並確認已連線</h2>
<ol>
<li>在 OpenClash 的總覽（運行狀態）頁面啟動它。</li>
<li>在它的控制面板選擇「Auto」或任一節點，做一次延遲測試，節點顯示毫秒數就表示連得上。</li>
<li>用連上這台路由器的手機或電腦，開啟一個原本打不開的網站確認。</li>
</ol>

<h2>常見問題</h2>
<ul>
<li><strong>裝置怎麼算</strong>：路由器本身算一台裝置，連上它的手機和電腦不另外計算。連在路由器底下的裝置不需要再開 App，同時開著反而會多算裝置（見<a href="${article.devices}">裝置數量說明</a>）。</li>
<li><strong>更新設定失敗</strong>：確認路由器能上網、系統時間正確，再更新一次。</li>
<li><strong>重設過訂閱網址</strong>：舊網址會立即停止運作，請到 OpenClash 的訂閱頁面換上新網址，再更新設定（見<a href="${article.reset}">重設說明</a>）。</li>
<li>路由器的空間或記憶體太小時，OpenClash 可能無法順利運作，這時建議改在各裝置上使用 App。</li>
</ul>
<p>還是連不上，請看<a href="${article.connectionStopped}">連不上了怎麼辦？</a>，或<a href="${page.contact}">聯絡客服</a>。</p>
`,
    },

    subscriptionAddress: {
      title: '訂閱網址是什麼？複製、QR 碼、一鍵匯入與分享',
      body: `
<p>訂閱網址是讓 App 連線用的網址：把它匯入裝置上的 App，App 就會取得 Skyline 的節點並連線。你可以在<a href="${page.service}">我的服務</a>的「訂閱網址」區塊找到它。訂閱網址只在你登入、而且服務狀態是「使用中」時顯示。</p>

<h2>使用連結和管理連結</h2>
<table>
<thead><tr><th></th><th>使用連結（訂閱網址）</th><th>管理連結（登入連結）</th></tr></thead>
<tbody>
<tr><td>用途</td><td>匯入 App，讓 App 連線</td><td>登入帳號、重設服務、綁定電子郵件</td></tr>
<tr><td>可以分享嗎</td><td>可以，只分享給你信任的人</td><td>不可以，請勿給任何人</td></tr>
<tr><td>別人拿到會怎樣</td><td>能用你的流量，也會佔用你的裝置數量</td><td>能完全控制你的帳號</td></tr>
</tbody>
</table>
<p>登入連結的說明請看<a href="${article.loginLink}">登入連結是什麼？</a>。</p>

<h2>把訂閱網址加到 App</h2>
<ul>
<li><strong>一鍵匯入</strong>：在要連線的那台裝置上開啟服務頁面，按「一鍵匯入」按鈕，頁面會開啟這台裝置的推薦 App，並帶入網址。幾秒後沒有開啟的話，頁面會告訴你去哪裡下載 App，以及怎麼手動貼上。在微信或 QQ 裡請先改用瀏覽器開啟頁面。</li>
<li><strong>複製網址</strong>：按「複製網址」，到 App 裡新增訂閱（或設定檔），選擇從網址匯入，貼上後儲存並更新。</li>
<li><strong>QR 碼</strong>：按「顯示 QR 碼」，用手機 App 的掃描功能掃描。適合在電腦上開著服務頁面，替手機設定。</li>
<li><strong>逐步教學</strong>：按「逐步設定與其他 App」，選擇裝置類型，就會看到推薦 App 與其他 App 的步驟。</li>
</ul>
<p>各平台的完整教學：<a href="${article.setupIos}">iPhone</a>、<a href="${article.setupAndroid}">Android</a>、<a href="${article.setupWindows}">Windows</a>、<a href="${article.setupMacos}">Mac</a>、<a href="${article.setupLinux}">Linux</a>、<a href="${article.setupRouter}">路由器</a>。</p>

<h2>分享給家人朋友</h2>
<p>按「分享使用連結」，可以複製使用連結或用其他 App 分享。分享出去的只有使用連結，不會包含你的登入連結。請不要把訂閱網址貼在公開的地方：外流的網址被大量裝置使用時，服務可能會被停權。</p>

<h2>重設之後</h2>
<p>重設會換發新的訂閱網址，舊網址立即停止運作。請在每一台裝置的 App 裡刪除舊的訂閱，重新匯入服務頁面上的新網址。詳見<a href="${article.reset}">重設登入連結和訂閱網址</a>。</p>

<h2>看不到訂閱網址？</h2>
<ul>
<li>請先<a href="${page.login}">登入</a>。</li>
<li>服務是「待付款」「已到期」等狀態時不會顯示，請先付款或續費（見<a href="${article.billsAndRenewal}">帳單與續費</a>）。</li>
<li>服務「已停權」時，請重設或<a href="${page.contact}">聯絡客服</a>。</li>
</ul>
`,
    },

    payingMethods: {
      title: '付款方式：支付寶、微信支付、信用卡、USDT 等注意事項',
      body: `
<p>Skyline 可以用支付寶、微信支付、AlipayHK、銀聯 QR 碼、信用卡或簽帳金融卡、USDT（TRC20）、PayPal 和帳戶餘額付款。付款頁面只會列出你可以使用的方式。每種方式各有一些要注意的地方，整理如下。</p>

<h2>各付款方式</h2>
<table>
<thead><tr><th>付款方式</th><th>怎麼付</th><th>注意事項</th></tr></thead>
<tbody>
<tr><td>支付寶、微信支付</td><td>用支付寶或微信掃描 QR 碼</td><td>須另付 3% 手續費，付款後<strong>無法退款</strong></td></tr>
<tr><td>AlipayHK</td><td>用 AlipayHK 掃描 QR 碼</td><td></td></tr>
<tr><td>銀聯 QR 碼</td><td>分兩步：先按付款，頁面再產生 QR 碼；用雲閃付或銀行 App 掃描</td><td>銀聯卡請用這個方式，信用卡付款不接受銀聯卡</td></tr>
<tr><td>信用卡或簽帳金融卡</td><td>在頁面上的刷卡表單輸入卡片資料</td><td>由 Stripe 處理。網路連不上 Stripe 時（例如在中國大陸沒有使用 VPN）會無法使用，請改用其他方式</td></tr>
<tr><td>USDT（TRC20）</td><td>轉帳到頁面顯示的收款地址</td><td>見下方說明</td></tr>
<tr><td>PayPal</td><td>前往 PayPal 付款</td><td>付款完成後會回到付款頁面</td></tr>
<tr><td>帳戶餘額</td><td>用餘額付款</td><td>可以付清全部，也可以只付一部分，剩下的用其他方式付款</td></tr>
</tbody>
</table>

<h2>掃碼付款</h2>
<ol>
<li>在付款頁面選擇付款方式，按付款。</li>
<li>用對應的 App 掃描 QR 碼，確認金額後付款。</li>
<li>頁面會自動更新，顯示「付款成功，服務已開通」。</li>
</ol>
<p>QR 碼過期時，按「重新產生 QR 碼」，或改用其他付款方式。</p>

<h2>USDT（TRC20）</h2>
<ul>
<li>只接受 TRC20 網路上的 USDT。請在收款地址的有效期限內，轉入<strong>剛好</strong>等於頁面顯示的金額；我們靠小數點後的金額辨認你的轉帳。</li>
<li>從交易所提領時，手續費可能從金額裡扣除，請確認對方實際收到的金額和頁面顯示的一樣。</li>
<li>轉帳後頁面會顯示區塊確認的進度，達到所需的確認數後就會入帳。</li>
<li>看到「USDT 收款地址暫時被佔用」時，請過幾分鐘再試。</li>
</ul>

<h2>付款遇到問題</h2>
<ul>
<li><strong>付款失敗</strong>：你沒有被扣款，請重新付款，或改用其他付款方式。</li>
<li><strong>訂單已逾時</strong>：帳單沒有在時間內付款，請<a href="${page.order}">重新下單</a>。</li>
<li><strong>已付款但服務沒有開通</strong>：在付款頁面用「已付款但服務沒有開通？」送出客服單，帳單編號等資料會自動填好，我們通常在 6 小時內處理。</li>
</ul>
<p>相關文章：<a href="${article.refunds}">退款政策</a>、<a href="${article.billsAndRenewal}">帳單與續費</a>。</p>
`,
    },

    refunds: {
      title: '退款政策：可以退款嗎？怎麼申請退款',
      body: `
<p>可以。一般方案付款後 30 天內可以申請退款；7 天試用在 3 天內可以申請退款。用支付寶或微信支付付款的帳單無法退款。申請退款請<a href="${page.contact}">聯絡客服</a>，並附上帳單編號。</p>

<h2>退款規定</h2>
<table>
<thead><tr><th>情況</th><th>可以申請退款的期限</th></tr></thead>
<tbody>
<tr><td>一般方案（月繳、半年繳、年繳、兩年繳）</td><td>30 天內</td></tr>
<tr><td>7 天試用</td><td>3 天內</td></tr>
<tr><td>用支付寶或微信支付付款</td><td>無法退款</td></tr>
</tbody>
</table>
<p>支付寶和微信支付須另付 3% 手續費，而且付款後無法退款。下單時，訂單摘要也會寫明這筆訂單能不能退款。如果你可能需要退款，請改用其他付款方式。</p>

<h2>怎麼申請</h2>
<ol>
<li>到<a href="${page.bills}">帳單</a>頁面找到要退款的帳單，記下帳單編號（例如「帳單 #12345」）。</li>
<li>開啟<a href="${page.contact}">聯絡我們</a>，送出客服單，寫上帳單編號和退款原因。</li>
<li>客服會確認後處理，並回覆到你的電子郵件。付款相關的問題，我們通常在 6 小時左右回覆。</li>
</ol>
<p>退款完成後，這張帳單會顯示為已退款，不能再付款；之後需要服務的話，請重新下單。</p>

<h2>取消續費不等於退款</h2>
<p>在帳單頁面「取消續費」只會停止之後的續費，不會退還已付的款項。取消續費無法復原：服務會運作到到期日為止，之後停止。你隨時可以再<a href="${page.order}">訂購新方案</a>。詳見<a href="${article.billsAndRenewal}">帳單與續費</a>。</p>

<h2>退款前可以先試試</h2>
<p>如果是因為連不上或速度慢想退款，可以先看<a href="${article.connectionStopped}">連不上了怎麼辦？</a>和<a href="${article.speedAndAllowance}">速度說明</a>，或直接問客服，很多問題都能幫你解決。</p>
`,
    },

    billsAndRenewal: {
      title: '帳單與續費：查看帳單、逾期付款與取消續費',
      body: `
<p>你的所有帳單都在<a href="${page.bills}">帳單</a>頁面，每頁顯示 25 張，每張帳單都有可以列印的帳單明細。續費請在<a href="${page.service}">我的服務</a>按「立即續費」，或付清帳單頁面上的續費帳單。續費帳單逾期後還有一段寬限期可以付款，服務會從原本的到期日接續計算。</p>

<h2>查看與列印帳單</h2>
<ul>
<li>帳單頁面列出每張帳單的狀態（已付款、未付款、已退款、已取消），以及下一次續費的資訊。</li>
<li>點開帳單可以看到帳單明細：帳單編號、建立日期與付款期限、項目與有效期間、金額、付款方式、交易紀錄，以及賣方資料。</li>
<li>帳單明細可以直接列印，或用瀏覽器存成 PDF，用來報帳。</li>
</ul>

<h2>續費</h2>
<ol>
<li>在服務頁面按「立即續費」，或按「以其他週期續費」換一個繳費週期。</li>
<li>付款頁面會開啟這張續費帳單，選擇付款方式付款（見<a href="${article.payingMethods}">付款方式</a>）。</li>
<li>付款後，服務的到期時間會延長。也可以在到期前提前續費。</li>
</ol>
<p>7 天試用不能續費。試用結束後，選擇付費方案即可繼續使用。</p>

<h2>帳單逾期了怎麼辦</h2>
<p>續費帳單過了付款期限還沒付，服務到期後會停止，但在寬限期內仍然可以付款。付款後，服務會從<strong>原本的到期日</strong>接續計算，而不是從付款當天起算。寬限期過後，再超過下列天數，這張帳單就無法再付款，只能重新下單：</p>
<table>
<thead><tr><th>繳費週期</th><th>寬限期後再超過</th></tr></thead>
<tbody>
<tr><td>7 天試用</td><td>2 天</td></tr>
<tr><td>月繳</td><td>4 天</td></tr>
<tr><td>年繳</td><td>37 天</td></tr>
<tr><td>半年繳、兩年繳</td><td>19 天</td></tr>
</tbody>
</table>
<p>看到「帳單已過期」或「訂單已逾時」時，請<a href="${page.order}">重新下單</a>。</p>

<h2>取消續費</h2>
<p>在帳單頁面可以「取消續費」。請先想清楚：取消續費無法復原，服務會運作到到期日為止，之後停止；取消本身也不會退款（退款請看<a href="${article.refunds}">退款政策</a>）。之後想再使用，隨時可以<a href="${page.order}">訂購新方案</a>。</p>
`,
    },

    loginLink: {
      title: '登入連結是什麼？怎麼登入、保管與分享',
      body: `
<p>Skyline 沒有密碼：你的登入連結就是帳號的鑰匙，點開就登入。它也叫「管理連結」，拿到它的人可以完全控制你的帳號，所以請好好儲存，而且不要分享給任何人。要給家人朋友使用，請分享訂閱網址（使用連結），不是登入連結。</p>

<h2>怎麼登入</h2>
<ol>
<li>點開你的登入連結，或到<a href="${page.login}">登入</a>頁面貼上完整的連結（以 https:// 開頭）。</li>
<li>登入後，連結會儲存在這台裝置上，並從網址列移除。</li>
<li>要在另一台手機或電腦登入，就在那台裝置上開啟同一個登入連結。</li>
</ol>
<p>帳號綁定並驗證了電子郵件的話，也可以在登入頁面透過電子郵件取得連結，我們會把登入連結寄給你（見<a href="${article.emailAndRecovery}">綁定電子郵件與找回帳號</a>）。</p>

<h2>怎麼保管</h2>
<ul>
<li>在<a href="${page.account}">我的帳號</a>頁面可以複製、下載登入連結，或列印成紙本收好。</li>
<li>存在密碼管理工具、私人筆記或紙本裡都可以；不要貼在聊天群組、社群網站或公開的文件。</li>
<li>沒有綁定電子郵件的匿名帳號，登入連結是進入帳號的<strong>唯一</strong>方式：連結遺失，我們也無法幫你找回帳號。建議<a href="${article.emailAndRecovery}">綁定電子郵件</a>。</li>
</ul>

<h2>登入連結和訂閱網址的差別</h2>
<ul>
<li><strong>登入連結（管理連結）</strong>：登入、管理服務、重設、綁定電子郵件。絕對不要分享。</li>
<li><strong>訂閱網址（使用連結）</strong>：匯入 App 連線，只能使用，可以分享給信任的人。詳見<a href="${article.subscriptionAddress}">訂閱網址是什麼？</a>。</li>
</ul>

<h2>連結可能外流了</h2>
<p>請立刻重設：舊的登入連結會立即停止運作，換成新的。詳見<a href="${article.reset}">重設登入連結和訂閱網址</a>。</p>

<h2>看到「登入連結已失效」</h2>
<p>連結可能已經被重設過。請改用最新的登入連結，或透過電子郵件重新取得。都不行的話，請<a href="${page.contact}">聯絡客服</a>。</p>
`,
    },

    emailAndRecovery: {
      title: '綁定電子郵件與找回帳號：登入連結遺失怎麼辦',
      body: `
<p>綁定並驗證電子郵件後，就算登入連結弄丟了，也能在登入頁面輸入電子郵件，讓我們把登入連結寄給你；帳單也會寄到這個電子郵件。沒有綁定電子郵件的匿名帳號，登入連結一旦遺失就<strong>無法找回</strong>，所以請儘早綁定，或把登入連結存好。</p>

<h2>綁定電子郵件</h2>
<ol>
<li>在<a href="${page.service}">我的服務</a>或<a href="${page.account}">我的帳號</a>按「綁定電子郵件」。</li>
<li>輸入電子郵件，按「寄送驗證碼」。</li>
<li>到信箱收取 6 位數驗證碼，輸入後按「驗證」；也可以直接點郵件裡的連結。</li>
<li>看到「電子郵件已驗證」就完成了。</li>
</ol>
<ul>
<li>驗證碼 15 分鐘內有效。</li>
<li>沒收到的話，請先查看垃圾郵件。重新寄送驗證碼每分鐘最多一次。</li>
<li>每組驗證碼最多可以輸入 5 次；輸錯太多次或過期，請重新取得驗證碼。</li>
</ul>

<h2>用電子郵件找回登入連結</h2>
<ol>
<li>開啟<a href="${page.login}">登入</a>頁面，選擇透過電子郵件取得連結。</li>
<li>輸入你綁定並驗證過的電子郵件。</li>
<li>到信箱打開我們寄出的郵件，點登入連結即可登入。</li>
</ol>
<p>看到「此帳號尚未綁定電子郵件」，表示這個帳號沒有綁定電子郵件，無法用這個方式找回。</p>

<h2>更換或解除綁定</h2>
<ul>
<li>「更換電子郵件」：輸入寄到新信箱的驗證碼後才會生效，在那之前仍使用目前的電子郵件。</li>
<li>「解除綁定」：解除後，登入連結遺失時就無法用電子郵件找回帳號。</li>
</ul>

<h2>匿名帳號請務必儲存登入連結</h2>
<p>匿名帳號只能用登入連結登入。請在<a href="${page.account}">我的帳號</a>頁面複製、下載登入連結，或列印成紙本，放在安全的地方。詳見<a href="${article.loginLink}">登入連結是什麼？</a>。</p>
<p>有其他問題，請<a href="${page.contact}">聯絡客服</a>。</p>
`,
    },

    reset: {
      title: '重設登入連結和訂閱網址：外流或被停權時怎麼做',
      body: `
<p>如果登入連結或訂閱網址可能被別人拿到，請重設：你會拿到新的登入連結和新的訂閱網址，舊的會<strong>立即</strong>停止運作。重設後，每一台裝置上的 App 都必須重新匯入新的訂閱網址。你的服務、到期日、流量、帳單和電子郵件都不會變。</p>

<h2>什麼時候需要重設</h2>
<ul>
<li>登入連結或訂閱網址傳給了不該有的人，或貼到了公開的地方。</li>
<li>服務頁面的使用中裝置比你自己的裝置多。</li>
<li>服務狀態是「已停權」：通常是訂閱網址外流、被大量裝置同時使用。請重設，或<a href="${page.contact}">聯絡客服</a>。</li>
<li>賣掉或遺失了登入過的手機或電腦。</li>
</ul>

<h2>怎麼重設</h2>
<ol>
<li>開啟<a href="${page.service}">我的服務</a>，在「重設」區塊按「重設登入連結和訂閱網址」。</li>
<li>看清楚「會變更的內容」，勾選確認後按「確認重設」。</li>
<li>立即儲存新的登入連結：按「複製連結」或「下載為檔案」。綁定了電子郵件的話，新連結也會寄到你的信箱。</li>
<li>按「我已儲存，關閉」。</li>
<li>在每一台裝置的 App 裡刪除舊訂閱，重新匯入服務頁面上的新訂閱網址（一鍵匯入或複製貼上都可以）。</li>
</ol>
<p>在<a href="${page.account}">我的帳號</a>頁面也可以重設。不論從哪裡重設，對話框都會先列出這次會變更的內容，請看清楚再確認。</p>

<h2>重設後會怎樣</h2>
<ul>
<li>所有用舊登入連結登入的裝置和瀏覽器都會被登出，請用新連結重新登入。</li>
<li>還沒重新匯入新網址的 App 將無法繼續使用。</li>
<li>路由器上的 OpenClash 也要換上新網址（見<a href="${article.setupRouter}">路由器設定教學</a>）。</li>
</ul>

<h2>注意</h2>
<p>新的登入連結請存好，尤其是沒有綁定電子郵件的匿名帳號：關閉對話框前一定要複製或下載（見<a href="${article.loginLink}">登入連結是什麼？</a>）。重設時出現「這次重設確認已失效」，表示沒有任何變更，請重新開始重設。</p>
`,
    },

    speedAndAllowance: {
      title: '速度變慢？200 GB 全速流量與 20 Mbps 限速說明',
      body: `
<p>每個方案在每個流量週期都有 200 GB 的全速流量。用完後不會斷線，但速度會限制在 20 Mbps，直到服務頁面顯示的「流量重設日」，新的週期開始後就恢復全速。需要更多全速流量時，可以加購流量。</p>

<h2>在哪裡看用量</h2>
<p>開啟<a href="${page.service}">我的服務</a>：</p>
<ul>
<li>「本期用量」：已用多少、全速流量共多少、還剩多少。</li>
<li>「目前速度」：顯示「全速」或「限速 20 Mbps」。</li>
<li>「流量重設日」：這一天（香港時間）開始新的週期，全速流量重新計算。</li>
</ul>

<h2>20 Mbps 夠用嗎</h2>
<p>瀏覽網頁、收發訊息、視訊通話和一般畫質的影片大多仍然順暢；下載大檔案或觀看高畫質影片會明顯變慢。</p>

<h2>加購流量</h2>
<p>加購流量會在本期增加全速流量，服務頁面的「加購方案」會顯示它和有效期限；本期用量也會標示已含加購流量。需要加購時，如果不確定怎麼操作，請<a href="${page.contact}">聯絡客服</a>。</p>

<h2>還沒用完 200 GB 卻很慢</h2>
<ol>
<li>確認「目前速度」是「全速」。</li>
<li>在 App 裡做延遲測試，換一個延遲較低的節點，或選擇「Auto」讓 App 自動挑選。</li>
<li>換一個網路試試（例如從 Wi-Fi 換成行動網路），看看是不是所在網路的問題。</li>
<li>晚上尖峰時段，部分地區的國際網路本來就比較擁擠，可以換到其他地區的節點。</li>
<li>把 App 更新到最新版，並更新訂閱。</li>
</ol>
<p>用量增加得比你預期快的話，可能是有別人在用你的訂閱網址：檢查<a href="${article.devices}">使用中的裝置</a>，必要時<a href="${article.reset}">重設</a>。仍然很慢，請看<a href="${article.connectionStopped}">連線疑難排解</a>，或<a href="${page.contact}">聯絡客服</a>。</p>
`,
    },

    devices: {
      title: '裝置數量上限：怎麼計算、滿了怎麼辦',
      body: `
<p>Skyline 計算的「裝置」是：過去 24 小時內取用過訂閱的每一個 App。一台裝置上的一個 App 算一台，同一支手機上的兩個 App 算兩台。Skyline Standard 方案最多 5 台，Skyline Pro 方案最多 10 台；加購裝置可以提高上限。</p>

<h2>在哪裡看</h2>
<p>開啟<a href="${page.service}">我的服務</a>，「裝置」一欄會顯示「正在使用幾台，上限幾台」。有加購裝置的話，「加購方案」會顯示加購的台數和有效期限。</p>

<h2>怎麼計算</h2>
<ul>
<li>App 更新訂閱時，就會算進使用中的裝置；新裝置設定好後，幾分鐘內就會出現在計數裡。</li>
<li>一個 App 超過 24 小時沒有取用訂閱，就不再計算。</li>
<li>路由器上的 OpenClash 算一台，連上路由器的手機和電腦不另外計算。</li>
<li>同一台裝置重裝 App 或裝了好幾個 App，都可能多算。</li>
</ul>

<h2>裝置已達上限</h2>
<ol>
<li>在不再使用的裝置上，刪除 App 裡的 Skyline 訂閱，或移除 App；24 小時後就不再計算。</li>
<li>每台裝置只留一個 App。</li>
<li>家裡的裝置多，可以改在<a href="${article.setupRouter}">路由器上設定</a>。</li>
<li>仍然不夠的話，可以加購裝置，或選擇最多 10 台的 Skyline Pro 方案。需要協助請<a href="${page.contact}">聯絡客服</a>。</li>
</ol>

<h2>使用中的裝置比我的還多</h2>
<p>這通常表示你的訂閱網址被別人使用了。請<a href="${article.reset}">重設登入連結和訂閱網址</a>，再在自己的裝置上重新匯入新網址。訂閱網址外流、被大量裝置使用時，服務可能會被停權。</p>
<p>分享給家人朋友之前，請先看<a href="${article.subscriptionAddress}">訂閱網址是什麼？</a>：他們使用的裝置也會算在你的上限裡。</p>
`,
    },

    connectionStopped: {
      title: '連不上了怎麼辦？連線疑難排解清單',
      body: `
<p>原本能用、現在突然連不上時，請照下面的清單由上往下檢查，大多數情況幾分鐘內就能恢復。全部試過還是不行，請<a href="${page.contact}">聯絡客服</a>，並告訴我們你試過哪些步驟。</p>

<h2>檢查清單</h2>
<ol>
<li><strong>服務是否正常？</strong>開啟<a href="${page.service}">我的服務</a>，確認狀態是「使用中」、還沒過到期時間。已到期或待付款，請按「立即續費」或「支付帳單」（見<a href="${article.billsAndRenewal}">帳單與續費</a>）。</li>
<li><strong>是否用完 200 GB？</strong>「目前速度」顯示「限速 20 Mbps」時，網路會變慢但不會斷線，到「流量重設日」恢復全速（見<a href="${article.speedAndAllowance}">速度說明</a>）。</li>
<li><strong>App 和訂閱是最新的嗎？</strong>把 App 更新到最新版，並在 App 裡更新訂閱，讓它取得最新的節點。</li>
<li><strong>換個節點試試。</strong>做一次延遲測試，換一個有顯示毫秒數的節點，或選擇「Auto」。</li>
<li><strong>裝置是否已達上限？</strong>看服務頁面的「裝置」：正在使用的台數已到上限，新裝置可能無法正常使用（見<a href="${article.devices}">裝置數量說明</a>）。</li>
<li><strong>訂閱網址是否已重設或外流？</strong>重設過的話，舊網址已停止運作，要重新匯入新網址。服務「已停權」或使用中裝置比你的多，請<a href="${article.reset}">重設</a>。</li>
<li><strong>網路本身正常嗎？</strong>關掉 App，確認不用代理時能開啟一般網站；再換一個網路（Wi-Fi 或行動網路）試試，或重新啟動路由器和手機。</li>
<li><strong>重新連線。</strong>在 App 裡關掉再打開連線開關；電腦請確認「系統代理」仍然開著。</li>
</ol>

<h2>還是不行：聯絡客服</h2>
<p>開啟<a href="${page.contact}">聯絡我們</a>，送出客服單。請寫上：</p>
<ul>
<li>裝置與系統（例如 iPhone、Android、Windows）、使用的 App 和版本；</li>
<li>在哪個網路（家用 Wi-Fi、行動網路、公司網路）、從什麼時候開始；</li>
<li>上面的清單試過哪幾步，以及 App 顯示的錯誤訊息。</li>
</ul>
<p>客服單最多可以附上 5 個檔案，附上 App 畫面的截圖會很有幫助。請不要在客服單裡貼上登入連結。</p>
<p>客服全年無休，每天服務 12 小時。我們通常在 12 小時內回覆，付款相關的問題約 6 小時內。需要即時協助的話，可以在聯絡頁面開啟線上即時客服，或預約回電。</p>
`,
    },
  },
} satisfies HelpContent;

export default content;
