package embedded

import (
	"strings"
	"unicode"
)

// hanParamWords are the Chinese nouns a goal writes next to a value to say
// what it is, with the English words a parameter's name uses for it:
// 主题是“会员日” is a subject, vip_users 人群 a segment. A general table
// of the words forms and messages are made of, never one catalog's.
var hanParamWords = map[string][]string{
	"主题": {"subject", "topic", "theme"}, "标题": {"title", "subject", "headline"},
	"名称": {"name"}, "书名": {"title"}, "名字": {"name"}, "名为": {"name"}, "叫做": {"name"}, "叫": {"name"},
	"人群": {"segment", "audience"}, "受众": {"audience", "segment"}, "分群": {"segment"},
	"备注": {"note", "notes", "remark", "comment"}, "原因": {"reason"}, "描述": {"description"},
	// The grounds of a decision (驳回，理由：…) are what a decision's
	// comment records.
	"理由": {"reason", "comment"},
	"内容": {"content", "body", "message", "text"}, "正文": {"body", "content"}, "文案": {"copy", "content", "text", "message"},
	"关键词": {"keyword", "keywords", "query"}, "标签": {"tag", "tags", "label"},
	"链接": {"url", "link"}, "优惠码": {"code"}, "券码": {"code"},
	"地址": {"address"}, "住址": {"address"},
}

// hanCueBefore is the noun of hanParamWords that ends text, less a
// linking 是, 为 or colon: 主题是, 标题：.
func hanCueBefore(text string) (string, bool) {
	t := strings.TrimRightFunc(text, unicode.IsSpace)
	t = strings.TrimRight(t, "《“「\"'")
	t = strings.TrimRight(t, "是为:：")
	// The longer verb first: 标题修改为 drops 修改, not 改 alone.
	for _, v := range []string{"修改成", "修改", "更改成", "更改", "变更成", "变更", "更新成", "更新",
		"设置成", "设置", "调整成", "调整", "改成", "改", "换成", "设成", "设",
		"写成", "写上", "写", "填写", "填成", "填"} { // 主题写“…”: what is written there
		if strings.HasSuffix(t, v) {
			t = strings.TrimSuffix(t, v) // 标题改成《…》: the noun the new value is for
			break
		}
	}
	t = strings.TrimRightFunc(t, unicode.IsSpace)
	for k := range hanParamWords {
		if strings.HasSuffix(t, k) {
			return k, true
		}
	}
	return "", false
}

// hanCueAfter is the noun of hanParamWords that begins text: vip_users 人群.
func hanCueAfter(text string) (string, bool) {
	t := strings.TrimLeftFunc(text, unicode.IsSpace)
	for k := range hanParamWords {
		if strings.HasPrefix(t, k) && k != "名为" && k != "叫" && k != "叫做" {
			return k, true
		}
	}
	return "", false
}

// fillHanCued fills an open free-text parameter with the quoted value or
// token a Chinese noun for its name stands next to: 主题是“会员日” fills
// subject, 给 vip_users 人群 fills segment.
func fillHanCued(slots []slot, g *goalValues, args map[string]any) {
	for j, sp := range g.spans {
		if (sp.kind != spanQuoted && sp.kind != spanToken) || g.used[j] || !g.inScope(sp) {
			continue
		}
		k, ok := hanCueBefore(g.text[:sp.pos])
		if !ok {
			if k, ok = hanCueAfter(g.text[sp.end:]); !ok || patternOpen(slots, args, sp.text) {
				continue // ART-0461020 标题改成…: an ID is the thing whose title changes
			}
		}
		// The noun's first word first: 标题 is a title before a headline.
	words:
		for _, w := range hanParamWords[k] {
			for i := range slots {
				s := &slots[i]
				if _, done := args[s.name]; done || !plainString(s) || !slicesContains(s.words, w) && !nameNamed(s, w) || linkNoPlace(s, w, sp.text) {
					continue
				}
				args[s.name] = sp.text
				g.take(j)
				break words
			}
		}
	}
}

// nameNamed reports whether w is name and s is named for a name, a
// word its words leave out: 叫“机场专线”的线路 fills route_name.
func nameNamed(s *slot, w string) bool {
	return w == "name" && len(s.raw) > 0 && s.raw[len(s.raw)-1] == "name"
}

// linkNoPlace reports whether v, an email or web address (邮箱地址“…”),
// is cued to s as an address where s names no mail or link: such an
// address is no street's.
func linkNoPlace(s *slot, w, v string) bool {
	if w != "address" || !strings.Contains(v, "@") && !strings.Contains(v, "://") {
		return false
	}
	return !slicesContainsAny(s.words, []string{"email", "mail", "url", "link", "web", "website"})
}

func slicesContainsAny(xs, ys []string) bool {
	for _, y := range ys {
		if slicesContains(xs, y) {
			return true
		}
	}
	return false
}

// patternOpen reports whether an open parameter's pattern matches v:
// an ID written before a noun is the thing the noun belongs to.
func patternOpen(slots []slot, args map[string]any, v string) bool {
	for i := range slots {
		if _, done := args[slots[i].name]; !done && slots[i].pattern != nil && slots[i].pattern.MatchString(v) {
			return true
		}
	}
	return false
}
