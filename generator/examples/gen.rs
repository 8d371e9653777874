fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let out = std::path::PathBuf::from(&args[0]);
    let cfg = switchgen_config::load(None, &args[1..]).unwrap();
    let p = switchgen_config::Params::new(cfg).unwrap();
    let mut f = switchgen_generator::render_all(&p, "example").unwrap();
    f.extend(switchgen_generator::render_cosim(&p).unwrap().into_iter().filter(|f| f.path.ends_with("cosim.v")));
    switchgen_generator::write_atomic(&out, &f).unwrap();
}
