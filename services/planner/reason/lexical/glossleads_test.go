package lexical

import "testing"

// TestGlossLeads: the Chinese word a text opens with answers for its
// English gloss, a phrase only when the word glosses all of it.
func TestGlossLeads(t *testing.T) {
	if !GlossLeads("下载 INV-1 的发票", "download") {
		t.Error(`GlossLeads(下载 INV-1 的发票, download) = false`)
	}
	if GlossLeads("INV-1 下载", "download") {
		t.Error(`GlossLeads(INV-1 下载, download) = true: the text opens with no Chinese word`)
	}
	if !GlossLeadsPhrase("支付方式改一下", "payment method") {
		t.Error(`GlossLeadsPhrase(支付方式改一下, payment method) = false`)
	}
	if GlossLeadsPhrase("支付一下", "payment method") {
		t.Error(`GlossLeadsPhrase(支付一下, payment method) = true: 支付 names no method`)
	}
}
