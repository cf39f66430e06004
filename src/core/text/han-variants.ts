// Written by scripts/han-variants.mjs (OpenCC): do not edit. Each group holds one character's Simplified and
// Traditional forms, for every Han character in the code of src/core/extract, metadata and text.

export const HAN_VARIANT_GROUPS =
  '万萬 与與 专專 丝絲 严嚴 为為 举舉 书書 买買 于於 亲親 仅僅 们們 价價 众眾 会會 传傳 佈布 体體 ' +
  '余餘 來来 储儲 內内 关關 冊册 写寫 击擊 删刪 別别 制製 务務 动動 区區 华華 单單 历歷 参參蔘 ' +
  '发發 台臺 号號 后後 听聽 员員 問问 嘗尝 团團 围圍 图圖 场場 報报 处處 复復複覆 实實 审審 对對 ' +
  '导導 层層 属屬 币幣 广廣 应應 废廢 开開 张張 归歸 当當 录錄 戶户 扫掃 据據 採采 摄攝 数數 无無 ' +
  '时時 显顯 机機 权權 条條 构構 标標 楼樓 欢歡 注註 浏瀏 点點 热熱 独獨 献獻 现現 电電 监監 码碼 ' +
  '积積 签籤 简簡 範范 类類 系繫 糾纠 約约 級级 細细 終终 組组 絡络 經经 維维 網网 線线 編编 繼继 ' +
  '續续 联聯 聞闻 脸臉 荐薦 蓝藍 見见 覽览 觀观 訂订 計计 訊讯 討讨 記记 訪访 許许 評评 詞词 詢询 ' +
  '試试 話话 該该 詳详 說説说 請请 論论 識识 讀读 讚贊赞 貢贡 責责 費费 資资 購购 踪蹤 載载 輯辑 ' +
  '轉转 达達 运運 进進 选選 递遞 邮郵 錢钱 錯错 鍵键 鍾鐘钟 鎖锁 鏈链 長长 門门 閉闭 間间 閱閲阅 ' +
  '頁页 頂顶 預预 題题 顧顾 饋馈 驗验';
