package manifest

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// writeVerbs are verbs that, leading a function's name (cancel_order,
// CreateInvoice, bulk-delete-users) or ending it (invoice_create), say the
// function changes something. Words as often nouns or adjectives as verbs
// (order, record, log, request, open, run, export) are left out: a name
// they lead stays a read unless its function declares otherwise.
var writeVerbs = map[string]bool{
	"accept": true, "ack": true, "acknowledge": true, "activate": true, "add": true, "adjust": true,
	"allocate": true, "append": true, "apply": true, "approve": true, "archive": true, "assign": true,
	"attach": true, "authorize": true, "ban": true, "block": true, "book": true, "cancel": true,
	"charge": true, "checkin": true, "checkout": true, "clear": true, "close": true, "commit": true,
	"confirm": true, "create": true, "deactivate": true, "decline": true, "decommission": true,
	"decide": true, "deduct": true, "delete": true, "deny": true, "deploy": true, "dequeue": true, "deregister": true,
	"destroy": true, "detach": true, "disable": true, "discard": true, "dismiss": true,
	"downgrade": true, "drop": true, "edit": true, "enable": true, "enqueue": true, "enroll": true,
	"escalate": true, "evict": true, "extend": true, "freeze": true, "fulfill": true, "grant": true,
	"insert": true, "install": true, "invalidate": true, "invite": true, "issue": true, "kill": true,
	"launch": true, "lock": true, "mark": true, "merge": true, "migrate": true, "modify": true,
	"move": true, "mute": true, "notify": true, "override": true, "patch": true, "pause": true,
	"pay": true, "place": true, "post": true, "publish": true, "purge": true, "put": true,
	"reactivate": true, "reassign": true, "rebook": true, "reboot": true, "recharge": true,
	"redeem": true, "refund": true, "regenerate": true, "register": true, "reimburse": true,
	"reinstate": true, "reject": true, "release": true, "remove": true, "rename": true, "renew": true,
	"reopen": true, "replace": true, "replenish": true, "reply": true, "rerun": true,
	"reschedule": true, "reserve": true, "reset": true, "resolve": true, "restart": true,
	"restock": true, "restore": true, "resume": true, "retry": true, "revert": true, "revoke": true,
	"rollback": true, "rotate": true, "save": true, "scale": true, "schedule": true, "send": true,
	"set": true, "settle": true, "share": true, "ship": true, "shutdown": true, "sign": true,
	"silence": true, "snooze": true, "submit": true, "subscribe": true, "suspend": true,
	"terminate": true, "toggle": true, "topup": true, "transfer": true, "trigger": true,
	"unarchive": true, "unassign": true, "unban": true, "unblock": true, "undo": true,
	"unfreeze": true, "unlink": true, "unlock": true, "unmute": true, "unpublish": true,
	"unregister": true, "unsubscribe": true, "update": true, "upgrade": true, "upload": true,
	"upsert": true, "void": true, "waive": true, "withdraw": true, "write": true,
}

// endingWriteVerbs are the verbs of writeVerbs that also say so ending a
// name (invoice_create, user_delete): the others end names as nouns as
// often (musical_scale, dividend_per_share, blog_post).
var endingWriteVerbs = map[string]bool{
	"add": true, "approve": true, "assign": true, "cancel": true, "create": true, "delete": true,
	"disable": true, "edit": true, "enable": true, "insert": true, "modify": true, "refund": true,
	"register": true, "reject": true, "remove": true, "rename": true, "reset": true, "restart": true,
	"revoke": true, "submit": true, "update": true, "upsert": true,
}

// productWords end a name that is what the tool is, not what it does
// (BookTool, ResumeAPI, PostService): the word before them names its
// topic, a noun however it could be read.
var productWords = map[string]bool{
	"tool": true, "tools": true, "api": true, "service": true, "plugin": true, "app": true,
	"bot": true, "assistant": true, "helper": true, "finder": true,
}

// nameWords splits a function name into its lower-case words: at
// underscores, dots, hyphens and other punctuation, and where a lower-case
// letter or digit meets an upper-case one (CreateInvoice, getHTTPStatus).
func nameWords(name string) []string {
	var words []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			words = append(words, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	rs := []rune(name)
	for i, r := range rs {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			flush()
			continue
		}
		if unicode.IsUpper(r) && i > 0 && (unicode.IsLower(rs[i-1]) || unicode.IsDigit(rs[i-1]) ||
			unicode.IsUpper(rs[i-1]) && i+1 < len(rs) && unicode.IsLower(rs[i+1])) {
			flush()
		}
		cur = append(cur, r)
	}
	flush()
	return words
}

// sideEffectOf is the side effect of a function that declares none, read
// from its name: a write when a verb that changes something leads it
// (check in and the like as one verb) or one that is no noun ends it, else
// a read; a topic and a product word (BookTool) is a read.
func sideEffectOf(name string) toolspec.SideEffect {
	w := nameWords(name)
	if len(w) == 0 || len(w) == 2 && productWords[w[1]] {
		return toolspec.Read
	}
	if writeVerbs[w[0]] || len(w) > 1 && (writeVerbs[w[0]+w[1]] || endingWriteVerbs[w[len(w)-1]]) {
		return toolspec.Write
	}
	return toolspec.Read
}

// inferredWrites is the warning that names the functions of a file read
// as writes from their names, at most a few of them; "" when there are
// none.
func inferredWrites(file string, names []string) string {
	if len(names) == 0 {
		return ""
	}
	const shown = 5
	list := strings.Join(names[:min(len(names), shown)], ", ")
	if len(names) > shown {
		list += fmt.Sprintf(" and %d more", len(names)-shown)
	}
	return fmt.Sprintf("%s: %d function(s) declare no side_effect and are taken as writes from their names (%s): "+
		"a write is never chosen for a question, and runs at most once per step; declare side_effect to say otherwise", file, len(names), list)
}
