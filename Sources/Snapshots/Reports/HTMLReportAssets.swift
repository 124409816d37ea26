/// The style sheet and script of `index.html`, inline so the page needs nothing else.
extension HTMLReport {
    package static let style = """
    [hidden]{display:none!important}
    body{font:14px/1.4 system-ui,sans-serif;margin:0;color:#1d1d1f;background:#f5f5f7}
    header{padding:16px 24px;background:#fff;border-bottom:1px solid #ddd;position:sticky;top:0;z-index:2}
    h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:0 0 6px;word-break:break-all}
    .totals b{font-size:16px}.meta{color:#666;margin:4px 0 0}kbd{border:1px solid #bbb;border-radius:3px;padding:0 4px;background:#fafafa}
    .failed{color:#c4001a}.recorded{color:#9a5b00}.new{color:#005fb8}.passed{color:#1a7f37}
    .status{font-weight:600;text-transform:uppercase;font-size:11px;letter-spacing:.04em}
    .thumbs{display:flex;flex-wrap:wrap;gap:10px;padding:16px 24px}
    .thumb{display:flex;flex-direction:column;width:200px;background:#fff;border:2px solid #ddd;border-radius:8px;padding:6px;text-decoration:none;color:inherit}
    .thumb.failed{border-color:#e8a0a8}.thumb:focus,.thumb:hover{border-color:#005fb8}
    .thumb img{height:110px;object-fit:contain;image-rendering:pixelated;background:#eee}
    .thumb pre{height:102px;overflow:hidden;margin:0;font-size:10px;background:#f5f5f7}
    .thumb span{font-size:12px;word-break:break-all;margin-top:4px}
    main{padding:0 24px}
    .snapshot{background:#fff;border:1px solid #ddd;border-radius:10px;padding:16px;margin:0 0 16px;outline:none}
    .snapshot.current{border-color:#005fb8;box-shadow:0 0 0 3px #b8d4f0}
    .summary{margin:0 0 8px;color:#444}
    .views button{font:inherit;margin:0 4px 8px 0;padding:4px 10px;border:1px solid #bbb;border-radius:6px;background:#fafafa;cursor:pointer}
    .views button[aria-pressed=true]{background:#005fb8;color:#fff;border-color:#005fb8}
    .view img,figure img{max-width:100%;image-rendering:pixelated;background:repeating-conic-gradient(#ddd 0 25%,#fff 0 50%) 0 0/16px 16px}
    .side{display:flex;gap:12px;flex-wrap:wrap}figure{margin:0}figcaption{color:#666;font-size:12px}
    .stack{position:relative;display:inline-block}.stack .top{position:absolute;left:0;top:0}
    .toggle{cursor:pointer}.view input[type=range]{display:block;width:320px;margin-top:8px}
    pre{white-space:pre-wrap;word-break:break-all;background:#f5f5f7;padding:8px;border-radius:6px;font-size:12px}
    table{border-collapse:collapse;background:#fff;width:100%}td,th{border-bottom:1px solid #eee;padding:4px 8px;text-align:left;vertical-align:top;word-break:break-all}
    .all{padding:0 24px 24px}
    .solo .thumbs,.solo .all,.solo article.snapshot:not(.current){display:none}.solo main{padding-top:16px}
    """

    package static let script = """
    (function(){
    var cards=[].slice.call(document.querySelectorAll('article.snapshot'));var current=-1;
    function show(card,view){if(!card.querySelector('nav.views'))return;
    [].forEach.call(card.querySelectorAll('.view'),function(v){v.hidden=v.dataset.view!==view;});
    [].forEach.call(card.querySelectorAll('nav.views button'),function(b){b.setAttribute('aria-pressed',String(b.dataset.view===view));});}
    function flip(card){var top=card.querySelector('.toggle .top');if(!top)return;top.hidden=!top.hidden;
    card.querySelector('.view[data-view=toggle] .hint b').textContent=top.hidden?'reference':'actual';}
    function go(i){if(!cards.length)return;if(current>=0)cards[current].classList.remove('current');
    current=(i+cards.length)%cards.length;var card=cards[current];card.classList.add('current');
    card.scrollIntoView({block:'start'});window.scrollBy(0,-document.querySelector('header').offsetHeight-8);card.focus({preventScroll:true});}
    cards.forEach(function(card,i){
    [].forEach.call(card.querySelectorAll('nav.views button'),function(b){b.addEventListener('click',function(){show(card,b.dataset.view);});});
    var slider=card.querySelector('input.slider');if(slider)slider.addEventListener('input',function(){
    card.querySelector('.view[data-view=slider] .top').style.clipPath='inset(0 0 0 '+slider.value+'%)';});
    var blend=card.querySelector('input.blend');if(blend)blend.addEventListener('input',function(){
    card.querySelector('.view[data-view=blend] .top').style.opacity=blend.value/100;});
    var toggle=card.querySelector('.stack.toggle');if(toggle)toggle.addEventListener('click',function(){flip(card);});
    card.addEventListener('click',function(){if(current!==i){if(current>=0)cards[current].classList.remove('current');current=i;card.classList.add('current');}});});
    document.addEventListener('keydown',function(e){if(e.target.tagName==='INPUT'||e.metaKey||e.ctrlKey||e.altKey)return;
    var card=cards[current<0?0:current];
    if(e.key==='j'||e.key==='ArrowRight'){go(current+1);e.preventDefault();}
    else if(e.key==='k'||e.key==='ArrowLeft'){go(current<0?cards.length-1:current-1);e.preventDefault();}
    else if(card&&e.key>='1'&&e.key<='5'){show(card,['diff','side','slider','blend','toggle'][e.key-1]);}
    else if(card&&e.key==='t'){show(card,'toggle');flip(card);}});
    var m=/^#s(\\d+)(?::(\\w+))?$/.exec(location.hash);
    if(m&&cards[+m[1]]){if(m[2]){document.body.classList.add('solo');current=+m[1];cards[current].classList.add('current');show(cards[current],m[2]);}else go(+m[1]);}
    })();
    """
}
